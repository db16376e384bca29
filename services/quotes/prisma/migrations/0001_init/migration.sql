-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "refresh_status" AS ENUM ('running', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "delayed_quotes" (
    "symbol" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "last" DOUBLE PRECISION NOT NULL,
    "change" DOUBLE PRECISION NOT NULL,
    "change_percent" DOUBLE PRECISION NOT NULL,
    "previous_close" DOUBLE PRECISION,
    "as_of" TIMESTAMPTZ(3) NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "delayed_quotes_pkey" PRIMARY KEY ("symbol")
);

-- CreateTable
CREATE TABLE "refresh_runs" (
    "scheduled_for" TIMESTAMPTZ(3) NOT NULL,
    "job_id" TEXT NOT NULL,
    "status" "refresh_status" NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "quote_count" INTEGER,
    "error" TEXT,

    CONSTRAINT "refresh_runs_pkey" PRIMARY KEY ("scheduled_for")
);

-- The outbox and processed-event tables this migration once created belong to the runtime now
-- (runtime/src/prisma/runtime-migrations.ts), and databases that have them keep them and their rows.

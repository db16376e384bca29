-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "calendar_type" AS ENUM ('earnings', 'fda', 'ipo', 'dividend', 'splits', 'conference', 'conferencecall', 'economic');

-- CreateEnum
CREATE TYPE "session" AS ENUM ('before_open', 'during_market', 'after_close', 'unknown');

-- CreateEnum
CREATE TYPE "date_status" AS ENUM ('confirmed', 'estimated');

-- CreateEnum
CREATE TYPE "date_precision" AS ENUM ('day', 'month', 'quarter', 'half', 'part_of_year');

-- CreateTable
CREATE TABLE "catalysts" (
    "id" TEXT NOT NULL,
    "type" "calendar_type" NOT NULL,
    "provider_id" TEXT NOT NULL,
    "tickers" TEXT[],
    "ticker" TEXT,
    "company" TEXT,
    "title" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "time" TEXT,
    "starts_at" TIMESTAMPTZ(3),
    "session" "session" NOT NULL,
    "date_status" "date_status" NOT NULL,
    "date_precision" "date_precision" NOT NULL,
    "date_label" TEXT,
    "importance" INTEGER,
    "sector" TEXT,
    "market_cap" DOUBLE PRECISION,
    "details" JSONB NOT NULL,
    "source" TEXT NOT NULL,
    "source_url" TEXT,
    "search_text" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "provider_updated" INTEGER NOT NULL,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "removed_at" TIMESTAMPTZ(3),

    CONSTRAINT "catalysts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "companies" (
    "ticker" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "exchange" TEXT,
    "sector" TEXT,
    "industry" TEXT,
    "market_cap" DOUBLE PRECISION,
    "shares_outstanding" DOUBLE PRECISION,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "companies_pkey" PRIMARY KEY ("ticker")
);

-- CreateTable
CREATE TABLE "sync_state" (
    "name" TEXT NOT NULL,
    "backfilled_at" TIMESTAMPTZ(3),
    "newest_updated" INTEGER,
    "newest_removal" INTEGER,
    "lease_owner" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    "last_success_at" TIMESTAMPTZ(3),
    "last_failure_at" TIMESTAMPTZ(3),
    "last_error" TEXT,

    CONSTRAINT "sync_state_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "catalysts_type_date_idx" ON "catalysts"("type", "date");

-- CreateIndex
CREATE INDEX "catalysts_date_idx" ON "catalysts"("date");

-- CreateIndex
CREATE INDEX "catalysts_ticker_idx" ON "catalysts"("ticker");

-- CreateIndex
CREATE UNIQUE INDEX "catalysts_type_provider_id_key" ON "catalysts"("type", "provider_id");

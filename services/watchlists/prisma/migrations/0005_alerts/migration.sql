-- AlterTable
ALTER TABLE "watchlists" ADD COLUMN     "change_alerts" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "digest" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "digest_time" TEXT NOT NULL DEFAULT '07:00',
ADD COLUMN     "reminder_days" SMALLINT NOT NULL DEFAULT 1,
ADD COLUMN     "reminder_time" TEXT NOT NULL DEFAULT '18:00';

-- CreateTable
CREATE TABLE "owner_emails" (
    "owner_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,

    CONSTRAINT "owner_emails_pkey" PRIMARY KEY ("owner_id")
);

-- CreateTable
CREATE TABLE "alerts" (
    "id" BIGSERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "change_id" BIGINT NOT NULL,
    "catalyst_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "ticker" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "previous" TEXT,
    "current" TEXT,
    "list_ids" INTEGER[],
    "sync_id" TEXT NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,
    "read" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alert_mails" (
    "owner_id" INTEGER NOT NULL,
    "sync_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "claimed_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alert_mails_pkey" PRIMARY KEY ("owner_id","sync_id")
);

-- CreateTable
CREATE TABLE "alert_syncs" (
    "sync_id" TEXT NOT NULL,
    "parts_seen" INTEGER NOT NULL,
    "last_part" INTEGER,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alert_syncs_pkey" PRIMARY KEY ("sync_id")
);

-- CreateIndex
CREATE INDEX "alerts_owner_id_id_idx" ON "alerts"("owner_id", "id");

-- CreateIndex
CREATE INDEX "alerts_owner_id_sync_id_idx" ON "alerts"("owner_id", "sync_id");

-- CreateIndex
CREATE UNIQUE INDEX "alerts_owner_id_catalyst_id_kind_revision_key" ON "alerts"("owner_id", "catalyst_id", "kind", "revision");

-- CreateIndex
CREATE INDEX "alert_mails_status_created_at_idx" ON "alert_mails"("status", "created_at");

-- CreateIndex
CREATE INDEX "watchlists_tickers_idx" ON "watchlists" USING GIN ("tickers");

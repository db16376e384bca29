-- The digest's default time is 07:00 New York time until the owner chooses one (docs/decisions.md,
-- "Reminders and the pre-market digest"): stored as NULL. A stored 07:00 cannot be told from the old default.
ALTER TABLE "watchlists" ALTER COLUMN "digest_time" DROP NOT NULL,
ALTER COLUMN "digest_time" DROP DEFAULT;
UPDATE "watchlists" SET "digest_time" = NULL WHERE "digest_time" = '07:00';

-- CreateTable
CREATE TABLE "alert_schedule" (
    "id" TEXT NOT NULL,
    "done_until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alert_schedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alert_days" (
    "day" TEXT NOT NULL,
    "catalysts" JSONB NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alert_days_pkey" PRIMARY KEY ("day")
);

-- What changed, as data (issue 22 §1): each change a sync applies, kept 90 days, and each row's latest.
CREATE TYPE "change_kind" AS ENUM ('added', 'date_moved', 'time_changed', 'confirmed', 'outcome', 'status', 'removed');

-- Rows stored before this release: their history is unknown, so their latest change is when they were
-- first seen (added) or removed.
ALTER TABLE "catalysts"
  ADD COLUMN "previous_date" DATE,
  ADD COLUMN "changed_at" TIMESTAMPTZ(3),
  ADD COLUMN "change_kind" "change_kind" NOT NULL DEFAULT 'added';
UPDATE "catalysts"
  SET "changed_at" = coalesce("removed_at", "first_seen_at"),
      "change_kind" = CASE WHEN "removed_at" IS NULL THEN 'added' ELSE 'removed' END::"change_kind";
ALTER TABLE "catalysts"
  ALTER COLUMN "changed_at" SET DEFAULT CURRENT_TIMESTAMP,
  ALTER COLUMN "changed_at" SET NOT NULL;

CREATE TABLE "catalyst_changes" (
  "id" BIGSERIAL NOT NULL,
  "catalyst_id" TEXT NOT NULL,
  "type" "calendar_type" NOT NULL,
  "ticker" TEXT,
  "tickers" TEXT[],
  "title" TEXT NOT NULL,
  "kind" "change_kind" NOT NULL,
  "previous" JSONB,
  "current" JSONB,
  "revision" INTEGER NOT NULL,
  "seen_at" TIMESTAMPTZ(3) NOT NULL,
  "backfill" BOOLEAN NOT NULL DEFAULT false,
  CONSTRAINT "catalyst_changes_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "catalyst_changes_catalyst_id_fkey" FOREIGN KEY ("catalyst_id") REFERENCES "catalysts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "catalyst_changes_seen_at_idx" ON "catalyst_changes"("seen_at");
CREATE INDEX "catalyst_changes_catalyst_id_seen_at_idx" ON "catalyst_changes"("catalyst_id", "seen_at");

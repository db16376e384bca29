-- AlterTable: a position per list among the lists of its owner, existing lists keeping their order (oldest first)
ALTER TABLE "watchlists" ADD COLUMN "position" INTEGER;

UPDATE "watchlists" AS w
SET "position" = ordered.position
FROM (SELECT "id", (row_number() OVER (PARTITION BY "owner_id" ORDER BY "id") - 1)::INTEGER AS position FROM "watchlists") AS ordered
WHERE w."id" = ordered."id";

ALTER TABLE "watchlists" ALTER COLUMN "position" SET NOT NULL;

-- CreateIndex
CREATE INDEX "watchlists_owner_id_position_idx" ON "watchlists"("owner_id", "position");

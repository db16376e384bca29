-- The alert feed is newest first by when each change was seen, not by row id: a consumer that
-- fell behind inserts older changes after newer ones.
DROP INDEX "alerts_owner_id_id_idx";

CREATE INDEX "alerts_owner_id_seen_at_id_idx" ON "alerts"("owner_id", "seen_at", "id");

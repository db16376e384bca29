-- The sync lease is the runtime lease now (leases table, key catalysts-sync:<name>).
-- AlterTable
ALTER TABLE "sync_state" DROP COLUMN "lease_owner",
DROP COLUMN "lease_until";

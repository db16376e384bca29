-- The sync lease is the runtime's (leases table, key catalysts-sync:<name>).
-- AlterTable
ALTER TABLE "sync_state" DROP COLUMN "lease_owner",
DROP COLUMN "lease_until";

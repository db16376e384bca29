-- The leases table this migration once created is the runtime's (runtime/src/prisma/runtime-migrations.ts,
-- 0003_leases); databases that have it keep it, and the runtime adds the lease generation.
SELECT 1;

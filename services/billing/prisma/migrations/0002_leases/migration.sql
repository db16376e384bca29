-- The leases table this migration once created belongs to the runtime now (runtime/src/prisma/
-- runtime-migrations.ts, 0003_leases). Databases that have it keep it, and the runtime adds the
-- lease generation. (The migration engine splits statements at every semicolon, even in a comment.)
SELECT 1;

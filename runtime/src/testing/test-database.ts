import { randomBytes } from 'node:crypto';
import { applyMigrations } from '../prisma/migrate.js';
import { dropDatabase } from '../prisma/create-database.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const serverUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(prismaDir: string, prefix: string): Promise<TestDatabase> {
  const url = new URL(serverUrl());
  url.pathname = `/test_${prefix}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = url.toString();
  await applyMigrations({ databaseUrl, prismaDir });
  return { url: databaseUrl, drop: () => dropDatabase(databaseUrl) };
}

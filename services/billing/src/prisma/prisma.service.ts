import { servicePrisma } from '@mc/runtime';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';

export class PrismaService extends servicePrisma(PrismaClient) {}

/** What billing's transactions (and its event consumer) work with. */
export type Tx = Prisma.TransactionClient;

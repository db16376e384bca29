import { servicePrisma } from '@mc/runtime';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';

export class PrismaService extends servicePrisma(PrismaClient) {}

/** What the newsletter's event consumers work with. */
export type Tx = Prisma.TransactionClient;

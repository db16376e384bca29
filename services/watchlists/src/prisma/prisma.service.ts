import { servicePrisma } from '@mc/runtime';
import { PrismaClient } from '../generated/prisma/client.js';

export class PrismaService extends servicePrisma(PrismaClient) {}

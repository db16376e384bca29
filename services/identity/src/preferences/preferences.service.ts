import { Injectable } from '@nestjs/common';
import { ProblemKind } from '@mc/runtime';
import { invalid, refusal } from '../common/problem.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { validateTimeZone } from '../rules/time-zone.js';

const NOT_FOUND = refusal(ProblemKind.NOT_FOUND, 'not_found', 'Not found.');

const preferencesOf = (user: { timeZone: string }) => ({
  outcome: { case: 'preferences' as const, value: { timeZone: user.timeZone } },
});

/** The account's own settings: today its time zone. */
@Injectable()
export class PreferencesService {
  constructor(private readonly prisma: PrismaService) {}

  async get(userId: number) {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
    return user ? preferencesOf(user) : NOT_FOUND;
  }

  /** A partial update: what the request leaves unset keeps its value. */
  async update(userId: number, changes: { timeZone?: string }) {
    if (changes.timeZone === undefined) return this.get(userId);
    const zone = validateTimeZone(changes.timeZone);
    if (!zone.ok) return invalid(zone.errors);
    // updateMany: an account deleted since the bff authenticated it is a 404, not a thrown P2025.
    const { count } = await this.prisma.user.updateMany({ where: { id: userId }, data: { timeZone: zone.value } });
    return count ? preferencesOf({ timeZone: zone.value }) : NOT_FOUND;
  }
}

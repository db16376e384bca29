import { Injectable } from '@nestjs/common';
import { Events } from '@mc/proto';
import { ProblemKind, recordEvent, ServiceEventBus } from '@mc/runtime';
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
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: ServiceEventBus,
  ) {}

  async get(userId: number) {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
    return user ? preferencesOf(user) : NOT_FOUND;
  }

  /**
   * A partial update: what the request leaves unset keeps its value. The change and its
   * identity.preferences.changed.v1 go in one transaction; the row's lock orders concurrent
   * changes, so the last event is the stored zone.
   */
  async update(userId: number, changes: { timeZone?: string }) {
    if (changes.timeZone === undefined) return this.get(userId);
    const zone = validateTimeZone(changes.timeZone);
    if (!zone.ok) return invalid(zone.errors);
    const timeZone = zone.value;
    const stored = await this.prisma.$transaction(async (tx) => {
      // updateMany: an account deleted since the bff authenticated it is a 404, not a thrown P2025.
      const { count } = await tx.user.updateMany({ where: { id: userId }, data: { timeZone } });
      if (count) await recordEvent(tx, Events.preferencesChanged, { userId, timeZone });
      return count > 0;
    });
    if (!stored) return NOT_FOUND;
    this.events.nudge();
    return preferencesOf({ timeZone });
  }
}

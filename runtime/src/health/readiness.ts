/** Something a service needs before it can take traffic (its database, NATS, Redis…). */
export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<unknown>;
}

/** Provide a ReadinessCheck[] under this token next to HealthController. */
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

export const databaseReadiness = (db: { $queryRawUnsafe(query: string): Promise<unknown> }): ReadinessCheck => ({
  name: 'database',
  check: () => db.$queryRawUnsafe('SELECT 1'),
});

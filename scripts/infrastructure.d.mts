// Types of scripts/infrastructure.mjs.
/** The machine's PostgreSQL, Redis and NATS, as `npm start` uses them. */
export declare const infrastructure: { postgresUrl: string; redisUrl: string; natsUrl: string };
export declare function requireInfrastructure(): Promise<void>;

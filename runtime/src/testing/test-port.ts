/**
 * A fixed port of a test (a private NATS server, a service under test), moved by `MC_PORT_OFFSET`
 * so that the test runs of two checkouts can share one machine (`MC_PORT_OFFSET=200 npm test`).
 */
export const testPort = (port: number): number => port + Number(process.env.MC_PORT_OFFSET ?? 0);

export * from './test-database.js';
export * from './private-nats.js';
export * from './pg-transaction-runner.js';
export * from './poll.js';
export * from './test-port.js';
export * from './redis-keys.js';
export * from './consumer-progress.js';
export * from './publish-event.js';

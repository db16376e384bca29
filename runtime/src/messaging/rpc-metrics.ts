import { Counter, Histogram } from 'prom-client';

export const rpcMetrics = {
  handled: new Histogram({
    name: 'rpc_server_duration_seconds',
    help: 'Time spent answering NATS requests, by subject and outcome',
    labelNames: ['subject', 'outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  }),
  expired: new Counter({
    name: 'rpc_server_expired_total',
    help: 'NATS requests dropped unhandled because their caller had stopped waiting (mc-deadline), by subject',
    labelNames: ['subject'],
  }),
  called: new Histogram({
    name: 'rpc_client_duration_seconds',
    help: 'Time the bff waited for NATS replies, by subject and outcome',
    labelNames: ['subject', 'outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  }),
};

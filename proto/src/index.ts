export * from './generated/mc/common/v1/problem_pb.js';
export * from './generated/mc/identity/v1/identity_pb.js';
export * from './generated/mc/identity/v1/events_pb.js';
export * from './rpc.js';
export * from './events.js';

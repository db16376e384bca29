import type { DescMethod } from '@bufbuild/protobuf';

/** The NATS subject of an rpc: derived from the contract, never written by hand. */
export function rpcSubject(method: DescMethod): string {
  return `rpc.${method.parent.typeName}.${method.name}`;
}

// Writes ops/nats/authorization.conf, the NATS users and permissions of every principal, from
// runtime/src/messaging/nats-permissions.ts (build the runtime first: `npm run build`).
//   node scripts/nats-authorization.mjs
// A unit test (runtime/src/messaging/nats-permissions.spec.ts) fails while the file differs.
import { writeFileSync } from 'node:fs';
import { renderNatsAuthorization } from '@mc/runtime';

const target = new URL('../ops/nats/authorization.conf', import.meta.url);
writeFileSync(target, renderNatsAuthorization());
process.stdout.write(`wrote ${target.pathname}\n`);

import { readFileSync } from 'node:fs';
import { EVENT_TYPES, IdentityService, rpcSubject } from '@mc/proto';
import { NATS_PRINCIPALS, permissionsOf, renderNatsAuthorization } from './nats-permissions.js';

const checkedIn = new URL('../../../ops/nats/authorization.conf', import.meta.url);
const byName = new Map(NATS_PRINCIPALS.map((principal) => [principal.name, permissionsOf(principal)]));

describe('NATS permissions', () => {
  it('are what ops/nats/authorization.conf holds (run `node scripts/nats-authorization.mjs` after a change)', () => {
    expect(readFileSync(checkedIn, 'utf8')).toBe(renderNatsAuthorization());
  });

  it('let each rpc be taken only by the service that answers it, in its queue group', () => {
    for (const principal of NATS_PRINCIPALS) {
      const { subscribe } = byName.get(principal.name)!;
      const requests = subscribe.allow.filter((subject) => subject.startsWith('rpc.'));
      expect(requests).toEqual(principal.serves?.methods.map((method) => `${rpcSubject(method)} ${principal.name}`) ?? []);
      expect(subscribe.allow.filter((subject) => !subject.startsWith('rpc.'))).toEqual([`_INBOX_${principal.name}.>`]);
    }
  });

  it('let only its callers send a service requests', () => {
    const login = rpcSubject(IdentityService.method.login);
    const senders = NATS_PRINCIPALS.filter((principal) => byName.get(principal.name)!.publish.allow.includes(login));
    expect(senders.map((principal) => principal.name)).toEqual(['bff']);
  });

  it('let each event be published by its own service alone', () => {
    for (const event of EVENT_TYPES) {
      const publishers = NATS_PRINCIPALS.filter((principal) => byName.get(principal.name)!.publish.allow.includes(event.type));
      expect(publishers.map((principal) => principal.name)).toEqual([event.type.split('.')[0]]);
    }
  });

  it('keep a follower with ordered consumers off the services’ durable consumers', () => {
    const bff = byName.get('bff')!;
    expect(bff.publish.allow).toContain('$JS.API.CONSUMER.MSG.NEXT.MC_EVENTS.*');
    expect(bff.publish.deny).toContain('$JS.API.CONSUMER.MSG.NEXT.MC_EVENTS.billing-users--identity_user_registered_v1');
    expect(bff.publish.deny).toContain('$JS.ACK.MC_EVENTS.identity-entitlements--billing_subscription_changed_v1.>');
    expect(byName.get('identity')!.publish.allow).toContain(
      '$JS.API.CONSUMER.MSG.NEXT.MC_EVENTS.identity-entitlements--billing_subscription_changed_v1',
    );
  });

  it('let services answer requests they were given, and the bff, which answers none, not', () => {
    expect(byName.get('identity')!.allowResponses).toBe(true);
    expect(byName.get('bff')!.allowResponses).toBe(false);
  });
});

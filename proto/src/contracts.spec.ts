import { EVENT_STREAM_SUBJECTS, EVENT_TYPES, IdentityService, rpcSubject } from './index.js';

describe('contracts', () => {
  it('derives rpc subjects from the service descriptors', () => {
    expect(rpcSubject(IdentityService.method.login)).toBe('rpc.mc.identity.v1.IdentityService.Login');
  });

  it('names every event as a versioned past-tense fact captured by the event stream', () => {
    for (const event of EVENT_TYPES) {
      // <domain>.<entity>.<verb>.v<n>; the entity is left out when the domain names it (quotes.refreshed.v1).
      expect(event.type).toMatch(/^[a-z]+(\.[a-z_]+)?\.[a-z_]+\.v\d+$/);
      const [domain] = event.type.split('.');
      expect(EVENT_STREAM_SUBJECTS).toContain(`${domain}.>`);
    }
  });

  it('keeps event types unique', () => {
    const types = EVENT_TYPES.map((event) => event.type);
    expect(new Set(types).size).toBe(types.length);
  });
});

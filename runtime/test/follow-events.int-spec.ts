import { type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { AccountChange, Events, type EventType } from '@mc/proto';
import { followEvents, type EventFollower } from '../src/messaging/follow-events.js';
import { SharedJetStream } from '../src/messaging/shared-jetstream.js';
import { startPrivateNats, type PrivateNats } from '../src/testing/private-nats.js';
import { until } from '../src/testing/poll.js';
import { publishEvent } from '../src/testing/publish-event.js';

describe('followEvents (a private nats-server)', () => {
  let nats: PrivateNats;
  let jetStream: SharedJetStream;
  const followers: EventFollower[] = [];

  const publish = async <S extends DescMessage>(event: EventType<S>, data: MessageInitShape<S>, encoding?: 'json') => {
    const { js } = await jetStream.connection();
    await publishEvent(js, event, data, encoding);
  };

  /** A follower that writes down what it is told, in order. */
  const follow = async (events: readonly EventType<DescMessage>[], from: 'next' | 'last') => {
    const seen: string[] = [];
    const follower = followEvents({
      jetStream,
      events,
      from,
      onEvent: (event) => seen.push(`${event.type} ${JSON.stringify(event.data)}`),
      onGap: () => seen.push('gap'),
    });
    followers.push(follower);
    await until('the follower to follow', async () => follower.following, 10_000);
    return seen;
  };

  beforeAll(async () => {
    nats = await startPrivateNats(24297);
    jetStream = new SharedJetStream(nats.url, 'follow-events-test');
  });

  afterAll(async () => {
    for (const follower of followers) await follower.stop();
    await jetStream?.close();
    await nats?.stop();
  });

  it('delivers each followed event from the next one on, in the order of the stream, decoded', async () => {
    await publish(Events.calendarChanged, { type: 'before-start' });
    const seen = await follow([Events.calendarChanged, Events.accountChanged], 'next');
    await publish(Events.calendarChanged, { type: 'earnings' });
    await publish(Events.calendarChanged, { type: 'fda' });
    await publish(Events.accountChanged, { userId: 42, change: AccountChange.LOGGED_OUT });
    await until('three events', async () => seen.length === 3, 5_000);
    const calendars = seen.filter((line) => line.startsWith(Events.calendarChanged.type));
    expect(calendars.map((line) => JSON.parse(line.split(' ')[1]) as { type: string })).toEqual([
      expect.objectContaining({ type: 'earnings' }),
      expect.objectContaining({ type: 'fda' }),
    ]);
    expect(seen.some((line) => line.startsWith(`${Events.accountChanged.type} `) && line.includes('"userId":42'))).toBe(true);
  });

  it('still reads the previous release’s JSON events among binary ones (a rolling upgrade)', async () => {
    const seen = await follow([Events.calendarChanged], 'next');
    await publish(Events.calendarChanged, { type: 'ipo' }, 'json');
    await publish(Events.calendarChanged, { type: 'splits' });
    await until('both events', async () => seen.length === 2, 5_000);
    expect(seen.map((line) => (JSON.parse(line.split(' ')[1]) as { type: string }).type)).toEqual(['ipo', 'splits']);
  });

  it('says there is a gap when an event cannot be read, and goes on following', async () => {
    const seen = await follow([Events.calendarChanged], 'next');
    const { js } = await jetStream.connection();
    await js.publish(Events.calendarChanged.type, 'not an envelope');
    await publish(Events.calendarChanged, { type: 'dividend' });
    await until('the gap and the next event', async () => seen.length === 2, 5_000);
    expect(seen[0]).toBe('gap');
    expect(seen[1]).toContain('dividend');
    expect(followers.at(-1)?.following).toBe(true);
  });

  it('starts from the newest event of each type still in the stream when asked for the last', async () => {
    await publish(Events.calendarChanged, { type: 'older' });
    await publish(Events.calendarChanged, { type: 'newest' });
    const seen = await follow([Events.calendarChanged], 'last');
    await until('the newest event', async () => seen.length === 1, 5_000);
    expect(seen[0]).toContain('newest');
  });

  it('shares one connection between every follower of the process', async () => {
    expect(await jetStream.connection()).toBe(await jetStream.connection());
  });
});

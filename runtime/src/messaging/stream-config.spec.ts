import { EVENT_STREAM_SUBJECTS } from '@mc/proto';
import { durableConsumerConfig, eventStreamConfig, streamReplicas, streamUpdate } from './stream-config.js';

describe('JetStream configuration', () => {
  it('keeps one copy on a single server and as many as JETSTREAM_REPLICAS says on a cluster', () => {
    expect(streamReplicas(undefined)).toBe(1);
    expect(streamReplicas('3')).toBe(3);
    expect(eventStreamConfig(3)).toMatchObject({ num_replicas: 3, retention: 'limits', storage: 'file', discard: 'old' });
  });

  it('leaves a stream that matches alone', () => {
    const wanted = eventStreamConfig(1);
    expect(streamUpdate({ ...wanted }, wanted)).toBeUndefined();
  });

  it('brings a stream made with the server’s defaults to the declared limits, keeping what else it has', () => {
    const wanted = eventStreamConfig(3);
    const current = { name: wanted.name, subjects: ['identity.>'], max_age: 0, max_bytes: -1, num_replicas: 1, sealed: false };
    expect(streamUpdate(current, wanted)).toEqual({
      ...current,
      subjects: ['identity.>', ...EVENT_STREAM_SUBJECTS.filter((subject) => subject !== 'identity.>')],
      num_replicas: 3,
      max_age: wanted.max_age,
      max_bytes: wanted.max_bytes,
      max_msg_size: wanted.max_msg_size,
      duplicate_window: wanted.duplicate_window,
      discard: 'old',
    });
  });

  it('never takes a subject away that a newer process added', () => {
    const wanted = eventStreamConfig(1);
    const update = streamUpdate({ ...wanted, subjects: [...wanted.subjects, 'alerts.>'] }, wanted);
    expect(update).toBeUndefined();
  });

  it('declares durable consumers with explicit acks and a delivery limit', () => {
    expect(durableConsumerConfig('identity-entitlements--x', 'x')).toMatchObject({
      durable_name: 'identity-entitlements--x',
      ack_policy: 'explicit',
      filter_subject: 'x',
      max_deliver: 10,
      ack_wait: 30_000_000_000,
    });
  });
});

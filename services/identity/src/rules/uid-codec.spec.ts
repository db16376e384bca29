import { decodeUid, decodeUidText, encodeUid } from './uid-codec.js';

describe('encodeUid (urlsafe_base64_encode(force_bytes(pk)))', () => {
  it.each([
    [1, 'MQ'],
    [2, 'Mg'],
    [10, 'MTA'],
    [99, 'OTk'],
    [12345, 'MTIzNDU'],
    [2147483647, 'MjE0NzQ4MzY0Nw'],
  ])('encodes %d as %s, without padding', (id, uid) => {
    expect(encodeUid(id)).toBe(uid);
  });

  it('round-trips through decodeUid', () => {
    for (const id of [1, 7, 36, 400, 65535, 2147483647]) expect(decodeUid(encodeUid(id))).toBe(id);
  });
});

/** Expected results were produced by Djoser's decode_uid and Python's int() on the same input. */
describe('decodeUid', () => {
  it('accepts the padded form and stray characters Python skips', () => {
    expect(decodeUid('MQ==')).toBe(1);
    expect(decodeUid('MQ=')).toBe(1); // padded with len % 4 = 3 more "=", still one complete padding
    expect(decodeUid('M!Q')).toBe(1);
    expect(decodeUid(' Mg')).toBe(2);
  });

  it('reads the id as Python int() does: spaces, a sign, underscores, other scripts', () => {
    expect(decodeUid('IDEg')).toBe(1); // " 1 "
    expect(decodeUid('KzE')).toBe(1); // "+1"
    expect(decodeUid('MV8w')).toBe(10); // "1_0"
    expect(decodeUid('MDA3')).toBe(7); // "007"
    expect(decodeUid('2aE')).toBe(1); // "١"
  });

  it('finds no user for zero, negatives and ids beyond the integer primary key', () => {
    expect(decodeUid('MA')).toBeNull(); // "0"
    expect(decodeUid('LTE')).toBeNull(); // "-1"
    expect(decodeUid('MjE0NzQ4MzY0OA')).toBeNull(); // 2147483648
    expect(decodeUid('OTk5OTk5OTk5OTk5')).toBeNull();
  });

  it('refuses text that is not base64 of a number', () => {
    expect(decodeUid('M')).toBeNull(); // one data character too many
    expect(decodeUid('zz')).toBeNull(); // decodes to a byte that is not UTF-8
    expect(decodeUid('_w')).toBeNull();
    expect(decodeUid('Kw')).toBeNull(); // "+"
    expect(decodeUid('77u_MQ')).toBeNull(); // BOM + "1": Python keeps the BOM, int() refuses it
    expect(decodeUid('')).toBeNull();
    expect(decodeUid('1')).toBeNull();
  });

  it('refuses a uid with a lone surrogate, which Python cannot encode', () => {
    expect(decodeUid('MQ\ud800')).toBeNull();
  });
});

describe('decodeUidText', () => {
  it('gives the decoded text, or null where Django raises', () => {
    expect(decodeUidText('MTIz')).toBe('123');
    expect(decodeUidText('77u_MQ')).toBe('\ufeff1');
    expect(decodeUidText('7aCA')).toBeNull(); // an encoded surrogate is not strict UTF-8
    expect(decodeUidText('MQ')).toBe('1');
  });
});

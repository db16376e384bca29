import { urlsafeB64Decode } from './python-base64.js';

const decode = (text: string) => {
  const decoded = urlsafeB64Decode(Buffer.from(text, 'utf8'));
  return decoded === null ? null : Buffer.from(decoded).toString('latin1');
};

/** Expected results are what CPython 3.11's base64.urlsafe_b64decode returns or raises. */
describe('urlsafeB64Decode (binascii.a2b_base64, lenient mode)', () => {
  it('decodes padded input', () => {
    expect(decode('MQ==')).toBe('1');
    expect(decode('MTA=')).toBe('10');
    expect(decode('MTAw')).toBe('100');
  });

  it('reads - and _ as + and /, and still accepts + and /', () => {
    expect(decode('-_8=')).toBe('\xfb\xff');
    expect(decode('+/8=')).toBe('\xfb\xff');
  });

  it('skips characters outside the alphabet', () => {
    expect(decode('M!Q==')).toBe('1');
    expect(decode('M Q= =')).toBe('1');
    expect(decode('MQé==')).toBe('1');
  });

  it('stops at the first complete padding and ignores what follows', () => {
    expect(decode('MQ==x')).toBe('1');
    expect(decode('MQ==MQ==')).toBe('1');
  });

  it('ignores padding that comes too early, and an incomplete padding in the middle', () => {
    expect(decode('=MQ==')).toBe('1');
    expect(decode('M=Q==')).toBe('1');
    expect(decode('M===Q')).toBeNull();
    expect(decode('MQ=Q=')).toBe('1\x04');
  });

  it('fails when data characters are left over', () => {
    expect(decode('M')).toBeNull();
    expect(decode('MQ')).toBeNull();
    expect(decode('MQ=')).toBeNull();
    expect(decode('MTA')).toBeNull();
  });

  it('decodes nothing to nothing', () => {
    expect(decode('')).toBe('');
    expect(decode('====')).toBe('');
  });
});

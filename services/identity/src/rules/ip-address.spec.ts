import { isValidIpv46Address, isValidIpv4Address, isValidIpv6Address } from './ip-address.js';

describe('isValidIpv4Address (ipaddress.IPv4Address)', () => {
  it('accepts four decimal octets up to 255', () => {
    expect(isValidIpv4Address('127.0.0.1')).toBe(true);
    expect(isValidIpv4Address('255.255.255.255')).toBe(true);
    expect(isValidIpv4Address('0.0.0.0')).toBe(true);
  });

  it('refuses leading zeros, large octets, missing or extra octets and non-ASCII digits', () => {
    for (const text of ['01.2.3.4', '256.1.1.1', '1.2.3', '1.2.3.4.', '1..2.3', '1.2.3.٤', '1.2.3.+4', '1.2.3.1234']) {
      expect(isValidIpv4Address(text)).toBe(false);
    }
  });
});

describe('isValidIpv6Address (ipaddress.IPv6Address behind Django length cap)', () => {
  it('accepts full, compressed and IPv4-tailed forms', () => {
    for (const text of [
      '1:2:3:4:5:6:7:8',
      '::1',
      '::',
      '1::',
      'FE80::1',
      '::ffff:1.2.3.4',
      '1:2:3:4:5:6:1.2.3.4',
      '1:2:3:4:5:6:7::',
      '::1:2:3:4:5:6:7',
    ]) {
      expect(isValidIpv6Address(text)).toBe(true);
    }
  });

  it('refuses two "::", stray single colons, too many or too few groups and bad hextets', () => {
    for (const text of [
      '1::2::3',
      ':::',
      ':1::2',
      '1::2:',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:1.2.3.4',
      '12345::',
      'g::1',
      '::1.2.3',
      '::01.2.3.4',
      '',
    ]) {
      expect(isValidIpv6Address(text)).toBe(false);
    }
  });

  it('refuses text longer than 39 characters before parsing it', () => {
    expect(isValidIpv6Address('0000:0000:0000:0000:0000:0000:0000:0001')).toBe(true);
    expect(isValidIpv6Address('00000:0000:0000:0000:0000:0000:0000:0001')).toBe(false);
    expect(isValidIpv6Address('0000:0000:0000:0000:0000:0000:000.000.000.001')).toBe(false);
  });
});

describe('isValidIpv46Address', () => {
  it('tries IPv4, then IPv6', () => {
    expect(isValidIpv46Address('10.0.0.1')).toBe(true);
    expect(isValidIpv46Address('::1')).toBe(true);
    expect(isValidIpv46Address('ab')).toBe(false);
  });
});

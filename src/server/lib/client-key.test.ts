import { describe, expect, it } from 'vitest';
import ipaddr from 'ipaddr.js';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = clientKey('2001:db8:1:2:aaaa::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('clientKey of an IPv4 address', () => {
  const parsed = (ip: string) => ipaddr.process(ip).toString();

  it('is the address ipaddr.js writes, whether or not it is parsed', () => {
    for (const ip of ['0.0.0.0', '255.255.255.255', '10.0.0.1', '192.168.1.255', '8.8.8.8']) {
      expect(clientKey(ip)).toBe(parsed(ip));
    }
    // Written otherwise (leading zeros, fewer parts, hexadecimal): parsed.
    for (const ip of ['010.0.0.1', '10.1', '0x0a.0.0.1']) {
      expect(clientKey(ip)).toBe(parsed(ip));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const net = '2001:db8:0:1::/64';
    expect(clientAddress('2001:db8:0:1::1')).toBe(net);
    expect(clientAddress('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(net);
    expect(clientAddress('2001:DB8:0:1:1234::9')).toBe(net);
    expect(clientAddress('2001:db8:0:2::1')).not.toBe(net);
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});

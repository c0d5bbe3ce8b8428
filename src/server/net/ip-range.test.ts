// The address classifier: every range a fetch must not reach is named, in IPv4, IPv6, IPv4-mapped,
// bracketed and zoned spellings; public addresses stay public.
import { describe, expect, it } from 'vitest';
import { classifyIp, ipLiteral } from './ip-range';

describe('classifyIp', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
  ])('IPv4 %s is %s', (address, range) => {
    expect(classifyIp(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.0.1',
    '11.0.0.1',
    '223.255.255.255',
  ])('IPv4 %s is public', (address) => {
    expect(classifyIp(address)).toBe('public');
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fec0::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['[fe80::1%25eth0]', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['100::1', 'reserved'],
    ['::2', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b:1::1', 'reserved'],
    ['5f00::1', 'reserved'],
  ])('IPv6 %s is %s', (address, range) => {
    expect(classifyIp(address)).toBe(range);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
  ])('IPv6 %s carries an IPv4 address and is %s', (address, range) => {
    expect(classifyIp(address)).toBe(range);
  });

  it.each(['2606:4700:4700::1111', '[2001:4860:4860::8888]', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'IPv6 %s is public',
    (address) => {
      expect(classifyIp(address)).toBe('public');
    },
  );

  it('answers null for host names and malformed addresses', () => {
    for (const host of ['localhost', 'example.com', '', '1.2.3', '256.1.1.1', '::1::', '[::1', 'fe80::1%', '01.02.03.04x']) expect(classifyIp(host)).toBeNull();
  });
});

describe('ipLiteral', () => {
  it('drops brackets and the zone, and answers null for names', () => {
    expect(ipLiteral('[::1]')).toBe('::1');
    expect(ipLiteral('[fe80::1%25eth0]')).toBe('fe80::1');
    expect(ipLiteral('10.0.0.1')).toBe('10.0.0.1');
    expect(ipLiteral('photos.example.com')).toBeNull();
  });
});

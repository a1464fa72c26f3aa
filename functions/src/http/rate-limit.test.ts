// Visitors are counted per network an attacker cannot rotate through for free: an IPv4 address, or
// an IPv6 /64 (one subscriber's usual allocation).

import { describe, expect, it } from 'vitest';
import type { ApiEvent } from './api-event.ts';
import { callerKeyOf, visitorNetwork } from './rate-limit.ts';

const visitor = (sourceIp: string) => ({ requestContext: { http: { sourceIp } } }) as unknown as ApiEvent;

describe('the key a visitor is counted under', () => {
  it('is the same for every address of one IPv6 /64, whatever the spelling', () => {
    const keys = [
      '2001:db8:85a3:12:0:0:0:1',
      '2001:db8:85a3:12::2',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:12:abcd::9',
    ].map((ip) => callerKeyOf(visitor(ip)));
    expect(new Set(keys)).toEqual(new Set(['ip#2001:db8:85a3:12::/64']));
  });

  it('differs between /64s, and keeps IPv4 (mapped or not) per address', () => {
    expect(visitorNetwork('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(visitorNetwork('::1')).toBe('0:0:0:0::/64');
    expect(visitorNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(visitorNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("behind CloudFront is the viewer's address CloudFront forwards, not the edge's own (sourceIp)", () => {
    const behindEdge = (address: string) =>
      ({
        headers: { 'cloudfront-viewer-address': address },
        requestContext: { http: { sourceIp: '130.176.212.7' } },
        throughEdge: true,
      }) as unknown as ApiEvent;
    expect(callerKeyOf(behindEdge('198.51.100.10:46532'))).toBe('ip#198.51.100.10');
    expect(callerKeyOf(behindEdge('2001:db8:85a3:12::9:46532'))).toBe('ip#2001:db8:85a3:12::/64');
    expect(callerKeyOf(behindEdge('::ffff:127.4.5.6:40000'))).toBe('ip#127.4.5.6');
    // Two visitors behind one edge are two keys.
    expect(callerKeyOf(behindEdge('198.51.100.11:46532'))).not.toBe(
      callerKeyOf(behindEdge('198.51.100.10:1')),
    );
  });

  it('ignores a viewer address on a request that did not carry the origin secret (not through CloudFront)', () => {
    const direct = (address: string) =>
      ({
        headers: { 'cloudfront-viewer-address': address },
        requestContext: { http: { sourceIp: '203.0.113.50' } },
      }) as unknown as ApiEvent;
    // Whatever address it claims, a direct caller is counted by its own connection.
    expect(callerKeyOf(direct('198.51.100.10:46532'))).toBe('ip#203.0.113.50');
    expect(callerKeyOf(direct('198.51.100.99:1'))).toBe('ip#203.0.113.50');
  });

  it('is the member for a signed-in caller', () => {
    expect(callerKeyOf({ caller: { uid: 'u1' } } as unknown as ApiEvent)).toBe('member#u1');
  });
});

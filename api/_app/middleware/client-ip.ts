/**
 * The client address used as the rate-limit identity.
 *
 * Only the platform's own header is trusted (TRUSTED_IP_HEADER, default
 * x-real-ip, which Vercel sets and overwrites; several names may be given
 * comma-separated, and an empty value trusts none). Without it, e.g. when the
 * local server is reached directly, the socket address is used. Behind no
 * proxy at all, set TRUSTED_IP_HEADER='' so a client cannot pick its own
 * identity by sending the header.
 *
 * IPv6 clients are grouped by their /64 prefix: one subscriber usually owns a
 * whole /64 and could otherwise rotate addresses to dodge the limits.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';
import type { AppBindings } from '../context';

export function clientIp(c: Context<AppBindings>): string {
  const names = c.var.deps.env.TRUSTED_IP_HEADER.split(',');
  for (const name of names) {
    const value = name.trim() ? c.req.header(name.trim()) : undefined;
    const first = value?.split(',')[0]?.trim();
    if (first && isIP(first)) return normalizeIp(first);
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address && isIP(address)) return normalizeIp(address);
  } catch {
    // not running on @hono/node-server (in-process requests, other runtimes)
  }
  return 'unknown';
}

export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped). */
function expandIpv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('%')[0].toLowerCase().split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  let left = part(head);
  let right = ip.includes('::') ? part(tail) : [];
  const toGroups = (groups: string[]) =>
    groups.flatMap((g) => {
      if (!g.includes('.')) return [g];
      const [a, b, c2, d] = g.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c2 << 8) | d).toString(16)];
    });
  left = toGroups(left);
  right = toGroups(right);
  const zeros = Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

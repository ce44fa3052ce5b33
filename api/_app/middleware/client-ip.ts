/**
 * The client address used as the rate-limit identity.
 *
 * A forwarding header is believed only when configured to be (infra/env.ts):
 * - TRUSTED_PROXY (addresses / CIDRs / 'loopback' / 'private'): the header
 *   (TRUSTED_IP_HEADER, default x-forwarded-for) counts only on connections
 *   from one of those proxies; in a list the right-most entry that is not a
 *   trusted proxy is the client (earlier entries are whatever the client sent).
 * - TRUSTED_IP_HEADER alone: a platform in front of every request sets the
 *   header (its right-most entry is the one the platform wrote).
 * - Neither, on Vercel (VERCEL=1 or VERCEL_ENV): x-real-ip, which Vercel's
 *   edge sets and overwrites.
 * - Otherwise the socket address, so a client sending x-real-ip or
 *   x-forwarded-for cannot pick a fresh bucket per request.
 * Without a socket (in-process requests) and no trusted header: 'unknown'.
 *
 * IPv6 clients are grouped by their /64 prefix: one subscriber usually owns a
 * whole /64 and could otherwise rotate addresses to dodge the limits.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';
import type { Env } from '#infra/env.ts';
import { parseProxyList, unmapIpv4, type ProxyList } from '#infra/trusted-proxy.ts';
import type { AppBindings } from '../context';

interface Trust {
  headers: string[];
  proxies: ProxyList | null;
}

const trusts = new WeakMap<Env, Trust>();

/** What this environment trusts (parsed once per env object). */
export function trustOf(env: Env): Trust {
  let trust = trusts.get(env);
  if (!trust) {
    const proxies = env.TRUSTED_PROXY ? parseProxyList(env.TRUSTED_PROXY) : null;
    const onVercel = env.VERCEL === '1' || Boolean(env.VERCEL_ENV);
    const names =
      env.TRUSTED_IP_HEADER !== undefined ? env.TRUSTED_IP_HEADER : proxies ? 'x-forwarded-for' : onVercel ? 'x-real-ip' : '';
    trust = { headers: names.split(',').map((n) => n.trim()).filter(Boolean), proxies };
    trusts.set(env, trust);
  }
  return trust;
}

function socketAddress(c: Context<AppBindings>): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    if (address && isIP(address)) return unmapIpv4(address);
  } catch {
    // not running on @hono/node-server (in-process requests, other runtimes)
  }
  return undefined;
}

/** The client in a forwarding header: the right-most entry that is not one of our proxies. */
function fromHeader(value: string, proxies: ProxyList | null): string | undefined {
  const entries = value.split(',').map((e) => e.trim());
  let client: string | undefined;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (!isIP(entries[i])) break; // junk (or a port) where an address should be: believe nothing further left
    client = entries[i];
    if (!proxies?.has(client)) break;
  }
  return client;
}

export function clientIp(c: Context<AppBindings>): string {
  const trust = trustOf(c.var.deps.env);
  const socket = socketAddress(c);
  if (trust.headers.length && (!trust.proxies || (socket !== undefined && trust.proxies.has(socket)))) {
    for (const name of trust.headers) {
      const value = c.req.header(name);
      const client = value ? fromHeader(value, trust.proxies) : undefined;
      if (client) return normalizeIp(client);
    }
  }
  return socket ? normalizeIp(socket) : 'unknown';
}

export function normalizeIp(address: string): string {
  const ip = unmapIpv4(address);
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

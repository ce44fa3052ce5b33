/**
 * TRUSTED_PROXY: the proxies allowed to tell us the client's address.
 * A comma-separated list of addresses, CIDR ranges and the names 'loopback'
 * (127.0.0.0/8, ::1) and 'private' (10/8, 172.16/12, 192.168/16, fc00::/7).
 */
import { BlockList, isIP } from 'node:net';

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export interface ProxyList {
  /** True when `address` (IPv4, IPv6 or IPv4-mapped IPv6) is one of the proxies. */
  has(address: string): boolean;
}

/** Parses the list; throws a RangeError naming the first entry that is not an address, a range or a known name. */
export function parseProxyList(text: string): ProxyList {
  const list = new BlockList();
  for (const raw of text.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    for (const item of NAMED[entry] ?? [entry]) {
      const [address, bits, extra] = item.split('/');
      const family = isIP(address);
      const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
      if (!family || extra !== undefined || !/^\d{1,3}$/.test(String(prefix)) || prefix > (family === 6 ? 128 : 32)) {
        throw new RangeError(`TRUSTED_PROXY: '${raw.trim()}' is not an IP address, a CIDR range, 'loopback' or 'private'`);
      }
      list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
  }
  return {
    has(address) {
      const plain = unmapIpv4(address.split('%')[0]);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** '::ffff:192.0.2.1' → '192.0.2.1' (how a dual-stack socket reports an IPv4 peer). */
export function unmapIpv4(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

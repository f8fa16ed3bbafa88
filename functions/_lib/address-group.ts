/**
 * What the public endpoints' rate limits (short codes, inbox, posts, listings, books, ai) count by: the client's IPv4
 * address, or the /64 network of an IPv6 one. One IPv6 subscriber is usually given a whole /64 (2^64 addresses), so
 * counting single IPv6 addresses would give one person an endless supply of fresh budgets (to walk the code space
 * with, for one).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (with `::` expanded and any zone dropped), or null. */
function ipv6Groups(address: string): string[] | null {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return null;
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) counts as two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  let text = bare;
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${bare.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.length === 8 ? groups.map((group) => Number.parseInt(group, 16).toString(16)) : null;
}

export function addressGroup(ip: string): string {
  const address = ip.trim();
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const high = Number.parseInt(groups[6] ?? '0', 16);
    const low = Number.parseInt(groups[7] ?? '0', 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

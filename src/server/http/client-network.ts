/**
 * The network a request comes from, for limits per client (the data page's codes, the pickup places a client may
 * hold): an IPv4 address as it is, an IPv6 address by its /64.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The network a request comes from: an IPv4 address as it is, an IPv6 address by its /64
 * (one household or phone usually holds a whole /64, so limiting single IPv6 addresses would limit nothing).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What is stored for a limit per network: a hash of the network under a purpose's name, never the address. */
export function networkHash(purpose: string, ip: string): string {
  return createHash('sha256')
    .update(`pearl-${purpose}:${networkOf(ip)}`)
    .digest('hex');
}

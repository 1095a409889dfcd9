/**
 * Where the shop may send a push: the browser names its push service's address, so a forged subscription could point
 * the shop at something on its own network. Only https:, and never a private, link-local or loopback address in
 * production (checked when a subscription arrives, and again on each connection, for names that resolve there).
 * Outside production loopback is allowed, so that a test can run a push service on this machine.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateRanges = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Why the shop may not connect to this IP address, or null when it may. */
export function refusedAddress(ip: string, production: boolean): string | null {
  const { address, family } = plain(ip);
  if (loopback.check(address, family)) return production ? 'a loopback address' : null;
  if (privateRanges.check(address, family)) return 'a private address';
  return null;
}

/** Why a subscription's endpoint is refused (a sentence for the 400), or null when it is acceptable. */
export function endpointRefusal(endpoint: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint must be a URL.';
  }
  if (url.protocol !== 'https:') return 'The push endpoint must be an https: address.';
  if (url.username || url.password) return 'The push endpoint must not carry a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const why = refusedAddress(host, production);
    return why ? `The push endpoint must not be ${why}.` : null;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return production ? 'The push endpoint must not be a loopback address.' : null;
  }
  return null;
}

/** A DNS lookup that answers no address the shop may not connect to (a name that resolves onto its own network). */
function guardedLookup(production: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, found) => {
      if (error) return callback(error, '', 4);
      const addresses = (found as LookupAddress[]).filter((entry) => !refusedAddress(entry.address, production));
      if (addresses.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves only to addresses the shop may not push to`), {
          code: 'ENOTFOUND',
        });
        return callback(refused, '', 4);
      }
      if ((options as LookupOptions).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The connections pushes go out on: kept alive (a rush sends many to the same push service), each address checked. */
export function pushAgent(production: boolean): Agent {
  return new Agent({ keepAlive: true, maxSockets: 16, timeout: 10_000, lookup: guardedLookup(production) });
}

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../http/errors.ts';

/**
 * The SSRF guard of webhooks (ADR 0083): a delivery goes to public addresses only. Every address
 * the host name resolves to is checked (one private answer is enough to refuse), and the
 * connection is made to the address checked (`pinnedLookup`), so a name that changes its answer
 * between the check and the connection (DNS rebinding) gains nothing. Redirects are never followed.
 */
const refused = new BlockList();
// unspecified, "this network", private, carrier-grade NAT, link-local, benchmarking, multicast, reserved
for (const [net, bits] of [
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
  refused.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  refused.addSubnet(net, bits, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return { address: m[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether a delivery may connect to `address` (loopback only when the tests' flag allows it). */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const a = unmapped(address);
  if (loopback.check(a.address, a.family)) return allowLoopback;
  return !refused.check(a.address, a.family);
}

/** The addresses of `host` (an IP literal is its own), each checked; a refused one throws 422 webhook_url_refused. */
export async function checkedAddresses(host: string, allowLoopback: boolean): Promise<Array<{ address: string; family: number }>> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'url', key: 'webhook_url_refused' }]);
  for (const a of addresses) {
    if (!addressAllowed(a.address, allowLoopback)) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'url', key: 'webhook_url_refused' }]);
  }
  return addresses;
}

/** Checks an endpoint's address as it is registered: http(s), no credentials in it, a public host. */
export async function checkEndpointUrl(raw: string, allowLoopback: boolean): Promise<URL> {
  const url = new URL(raw);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'url', key: 'webhook_url_invalid' }]);
  }
  await checkedAddresses(url.hostname, allowLoopback);
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | Array<{ address: string; family: number }>, family?: number) => void;

/** A `lookup` for http.request that answers only checked addresses (the connection goes where the check looked). */
export function pinnedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    checkedAddresses(hostname, allowLoopback).then(
      (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)),
      () => callback(Object.assign(new Error('address refused'), { code: 'EADDRREFUSED' }), []),
    );
  };
}

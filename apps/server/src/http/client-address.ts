import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** How much of an IPv6 address is one client: a /64 is what one home or one machine is given. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * The key a per-address limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * (the start of its network), an IPv4-mapped IPv6 address as the IPv4 one. The same rule as
 * @fastify/rate-limit's default key (its `ipv6Subnet`, 64), so the plugin's limits and our own
 * (auth/throttle.ts, the sign-in lockout, practice and share-link limits) count a client alike: one
 * holding a /64 cannot pass a limit by taking a new address in it for each try.
 */
export function limitKeyOf(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.is4()) return address.to4().correctForm();
  return new Address6(`${address.correctForm()}/${IPV6_CLIENT_PREFIX}`).startAddress().correctForm();
}

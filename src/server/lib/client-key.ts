import ipaddr from 'ipaddr.js';

/** An IPv4 address as ipaddr.js writes it: four decimal parts 0–255, no leading zero. */
const CANONICAL_IPV4 =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * The key a client is counted by in per-client limits: its IPv4 address, or the /64 network of an
 * IPv6 address. An IPv6 subscriber is handed a whole /64, so counting single addresses would let
 * one client rotate through 2^64 of them; an IPv4 address written as IPv6 (::ffff:a.b.c.d) is the
 * IPv4 client it names. An IPv4 address already written as ipaddr.js would write it is its own
 * key: the common case skips the parse (the views' beacon runs this on every request).
 */
export function clientKey(ip: string): string {
  if (CANONICAL_IPV4.test(ip)) return ip;
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${network.map((part) => part.toString(16)).join(':')}::/64`;
}

import { isIP } from "node:net";

/** The one IPv6 loopback address, in URL form: every way of writing it (`0:0:0:0:0:0:0:1`) becomes this. */
const IPV6_LOOPBACK = "[::1]";

/**
 * An address only this machine can be at: 127.0.0.0/8, ::1, or an IPv4 loopback address written the
 * IPv6 way (::ffff:127.0.0.1, as a socket listening on both families reports it).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ipv4 = mapped ?? address;
  if (isIP(ipv4) === 4) return ipv4.startsWith("127.");
  if (isIP(address) !== 6) return false;
  try {
    return new URL(`http://[${address}]/`).hostname === IPV6_LOOPBACK;
  } catch {
    // A zone id (fe80::1%eth0) is no URL host, and no loopback address either.
    return false;
  }
}

/** A HOST to listen on that other machines cannot reach; undefined (every interface) is not one. */
export function isLoopbackHost(host: string | undefined): boolean {
  return host === "localhost" || isLoopbackAddress(host);
}

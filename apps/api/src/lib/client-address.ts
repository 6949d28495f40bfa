import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or 127.x mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(mapped) ? loopback.check(mapped, 'ipv4') : loopback.check(mapped, 'ipv6');
}

/**
 * Whether the request's socket comes from this machine. Unlike `request.ip` this never reads a
 * forwarded header: a proxy on the same machine makes every request look local, so a route
 * guarded by this should also be off where a proxy runs (the outbox is off on a server database).
 */
export function isFromLoopbackSocket(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress);
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** Headers a proxy adds: a request that carries one came through something, not from this machine's own user. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * onRequest for the development routes: they answer only a request from this machine itself — the socket's
 * peer is loopback and no forwarding header says it was relayed. Everything else gets the plain 404 of a
 * route that does not exist, so their presence is not revealed.
 */
export async function localOnly(request: FastifyRequest): Promise<void> {
  const relayed = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (relayed || !isLoopback(request.socket.remoteAddress)) throw new AppError('NOT_FOUND');
}

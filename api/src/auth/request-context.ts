import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@storefront/contracts';

/** Where a request comes from, for sessions and the sign-in log. */
export function requestContext(request: FastifyRequest) {
  const device = String(request.headers[HEADERS.deviceType] ?? '').toLowerCase();
  return {
    ip: request.ip ?? null,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 300) : null,
    device: device === 'mobile' || device === 'tablet' ? device : 'desktop',
  };
}

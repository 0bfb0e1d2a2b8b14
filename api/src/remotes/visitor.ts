import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, REMOTE_PREVIEW_COOKIE, VISITOR_ID_COOKIE, visitorKey } from '@storefront/contracts';
import { findByAccessToken } from '../auth/sessions.repository';
import { ACCESS_COOKIE } from '../plugins/app/session';
import type { RegistryVisitor } from './canary';
import { storedRegistry } from './remotes.repository';
import { previewKey, verifyPreviewToken } from './preview-token';

const ANONYMOUS_ID = /^[A-Za-z0-9_-]{16,64}$/;
const YEAR_S = 365 * 24 * 60 * 60;

/** HttpOnly, SameSite=Lax, Secure outside localhost (as the session's cookies). */
export function visitorCookieOptions(request: FastifyRequest) {
  const host = request.hostname.split(':')[0] ?? '';
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return { httpOnly: true, sameSite: 'lax' as const, secure: !local, path: '/' };
}

/**
 * Who is asking, for the canary and the preview: a signed-in visitor by their user id (the same bucket on every
 * device), a guest by the anonymous id cookie — set on this answer when missing while a canary runs, so the next
 * request (the browser's registry read after a server-rendered page) has the same bucket. A preview cookie counts only when
 * its signature holds, it has not expired and it was issued to the staff member signed in on this request.
 */
export async function registryVisitor(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<RegistryVisitor> {
  const previewToken = request.cookies[REMOTE_PREVIEW_COOKIE];
  const canaryRunning = (await storedRegistry(app.db)).canaries.size > 0;
  // Without a canary or a preview cookie nobody needs a key: a page costs no session read here.
  if (!canaryRunning && !previewToken) return { key: null, preview: null };
  // Page requests are not under /api (the session plugin reads only those): read the session here.
  let user = request.user;
  if (!user && !request.url.startsWith('/api/')) {
    const access = request.cookies[ACCESS_COOKIE];
    user = access ? ((await findByAccessToken(app.db, access))?.user ?? null) : null;
  }
  let anonymousId: string | undefined = request.cookies[VISITOR_ID_COOKIE];
  if (anonymousId && !ANONYMOUS_ID.test(anonymousId)) anonymousId = undefined;
  // Only while a canary runs (its answers are private then): a public page must never carry a Set-Cookie a shared
  // cache could hand to everyone.
  if (!anonymousId && canaryRunning) {
    anonymousId = randomBytes(16).toString('base64url');
    reply.setCookie(VISITOR_ID_COOKIE, anonymousId, { ...visitorCookieOptions(request), maxAge: YEAR_S });
    // Later code of this request (the page renderer) reads the same id.
    request.cookies[VISITOR_ID_COOKIE] = anonymousId;
  }
  const grant = verifyPreviewToken(previewKey(app.config.paymentCallbackSecret), previewToken, app.clock.now().getTime());
  const preview = grant && user && grant.userId === user.id && isStaffRole(user.role) && !user.banned ? { remote: grant.remote, version: grant.version } : null;
  return { key: visitorKey({ userId: user?.id, anonymousId }), preview };
}

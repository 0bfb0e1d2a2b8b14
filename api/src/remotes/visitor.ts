import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, REMOTE_PREVIEW_COOKIE, VISITOR_ID_COOKIE, visitorKey } from '@storefront/contracts';
import { findByAccessToken } from '../auth/sessions.repository';
import { ACCESS_COOKIE } from '../plugins/app/session';
import type { RegistryVisitor } from './canary';
import { isPreviewActive } from './preview';
import { storedRegistry } from './remotes.repository';
import { previewKey, verifyPreviewToken } from './preview-token';
import { derivedKey, macHolds, macOf } from './signed-token';

const ANONYMOUS_ID = /^[A-Za-z0-9_-]{16,64}$/;
const YEAR_S = 365 * 24 * 60 * 60;

/** HttpOnly, SameSite=Lax, Secure outside localhost (as the session's cookies). */
export function visitorCookieOptions(request: FastifyRequest) {
  const host = request.hostname.split(':')[0] ?? '';
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return { httpOnly: true, sameSite: 'lax' as const, secure: !local, path: '/' };
}

/** The visitor id cookie's signing key, derived from the api's secret with a label of its own. */
export function visitorIdKey(secret: string): Buffer {
  return derivedKey(secret, 'storefront/visitor-id/v1');
}

/** The cookie's value for a server-chosen anonymous id: `<id>.<signature>` (issue 28, item 2). */
export function signVisitorId(key: Buffer, id: string): string {
  return `${id}.${macOf(key, id)}`;
}

/**
 * The anonymous id of a visitor_id cookie the server signed, null for anything else — an unsigned id (from before
 * ids were signed, or chosen by the client to pick a bucket), a forged signature, a malformed value.
 */
export function verifyVisitorId(key: Buffer, value: string | undefined): string | null {
  if (!value || value.length > 160) return null;
  const [id, signature, extra] = value.split('.');
  if (!id || !signature || extra !== undefined || !ANONYMOUS_ID.test(id)) return null;
  return macHolds(key, id, signature) ? id : null;
}

/**
 * Who is asking, for the canary and the preview: a signed-in visitor by their user id (the same bucket on every
 * device), a guest by the anonymous id cookie — which the server chooses and signs, so nobody picks their bucket: a
 * missing, unsigned or forged one is replaced by a fresh id while a canary runs (set on this answer, so the next
 * request — the browser's registry read after a server-rendered page — has the same bucket). A preview cookie counts
 * only when its signature holds, it has not expired, it was issued to the staff member signed in on this request and
 * its preview has not been ended (remote_previews): one that fails any of these is cleared.
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
  const idKey = visitorIdKey(app.config.paymentCallbackSecret);
  let anonymousId = verifyVisitorId(idKey, request.cookies[VISITOR_ID_COOKIE]) ?? undefined;
  // Only while a canary runs (its answers are private then): a public page must never carry a Set-Cookie a shared
  // cache could hand to everyone.
  if (!anonymousId && canaryRunning) {
    anonymousId = randomBytes(16).toString('base64url');
    const value = signVisitorId(idKey, anonymousId);
    reply.setCookie(VISITOR_ID_COOKIE, value, { ...visitorCookieOptions(request), maxAge: YEAR_S });
    // Later code of this request (the page renderer) reads the same id.
    request.cookies[VISITOR_ID_COOKIE] = value;
  }
  const now = app.clock.now();
  const grant = verifyPreviewToken(previewKey(app.config.paymentCallbackSecret), previewToken, now.getTime());
  const holds = grant && user && grant.userId === user.id && isStaffRole(user.role) && !user.banned && (await isPreviewActive(app.db, grant.id, now));
  const preview = holds ? { remote: grant.remote, version: grant.version } : null;
  // A preview cookie that grants nothing (ended, expired, forged, someone else's) goes; the answer is then the visitor's own.
  const clearedPreview = !!previewToken && !preview;
  if (clearedPreview) reply.clearCookie(REMOTE_PREVIEW_COOKIE, visitorCookieOptions(request));
  return { key: visitorKey({ userId: user?.id, anonymousId }), preview, ...(clearedPreview ? { clearedPreview } : {}) };
}

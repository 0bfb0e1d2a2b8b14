import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  nonce: string | null;
}

export interface GoogleSettings {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * Verifies a Google ID token (the `credential` of Google Identity Services) with jose: RS256 signature
 * against the provider's JWKS (fetched and cached by jose), issuer, audience (our client id) and expiry.
 * Throws on anything wrong.
 */
export async function verifyGoogleCredential(credential: string, settings: GoogleSettings): Promise<GoogleIdentity> {
  let keys = keySets.get(settings.jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(settings.jwksUrl));
    keySets.set(settings.jwksUrl, keys);
  }
  const { payload } = await jwtVerify(credential, keys, {
    issuer: settings.issuers,
    audience: settings.clientId,
    algorithms: ['RS256'],
    requiredClaims: ['sub', 'email', 'exp', 'iat'],
  });
  return {
    subject: String(payload.sub),
    email: String(payload.email).toLowerCase(),
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
    familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
    nonce: typeof payload.nonce === 'string' ? payload.nonce : null,
  };
}

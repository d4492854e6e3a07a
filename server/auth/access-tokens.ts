import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'datecraft';
const AUDIENCE = 'datecraft-api';

export interface AccessTokenClaims {
  userId: string;
  /** The refresh-token session the access token belongs to, so one session can outlive a purge of the others. */
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token whose session is still live, or null. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** Where a session's liveness is looked up: revoked, expired or deleted with its account means dead. */
export interface SessionLiveness {
  isLive(claims: AccessTokenClaims): Promise<boolean>;
}

/** Tokens whose signature was checked, kept until they expire: a member sends the same one for minutes. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Short-lived JWTs bound to their session. The signature alone would keep a token working for its
 * whole lifetime after sign-out, a password change or account deletion, so every verification also
 * asks whether the session is still live.
 */
export function createAccessTokens(
  secret: Uint8Array,
  ttlSeconds: number,
  sessions: SessionLiveness,
): AccessTokens {
  // jose checks an HMAC through WebCrypto's asynchronous jobs, about a tenth of an authenticated
  // read's time; a token's signature never changes, so it is checked once. The session is still
  // asked on every request.
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();

  async function signedClaims(token: string): Promise<AccessTokenClaims | null> {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    if (known) verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, secret, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (!payload.sub || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  return {
    issue: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      const claims = await signedClaims(token);
      return claims && (await sessions.isLive(claims)) ? claims : null;
    },
  };
}

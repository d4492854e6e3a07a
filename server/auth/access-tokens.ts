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
  /** The claims of a valid token, or null when it is invalid or expired. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
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
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (!payload.sub || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { oauthStates } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { claimUnverifiedAccount, type GoogleIdentity } from './google-account-claim';
import { type UserRepository, type UserRow } from './users';

export const GOOGLE_UNAVAILABLE = 'Google sign in is currently unavailable.';
export const GOOGLE_FAILED = 'Authentication failed. Please try again.';
export const GOOGLE_OTHER_BROWSER = 'This sign-in was started in another browser. Please try again.';
export const GOOGLE_EMAIL_UNVERIFIED =
  'An account with this email already exists. Sign in with your password, or verify the address with Google first.';

export const GOOGLE_LINK_EMAILED =
  "An account with this email already exists. We've sent a link to that address: follow it to add Google sign-in to your account, or sign in with your password.";

export const STATE_LIFETIME_MS = 10 * 60_000;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');
/**
 * A pending sign-in is stored under the hash of its state together with a secret only the starting
 * browser holds (in a cookie), so a callback link opened in any other browser finds nothing: an
 * attacker cannot sign a victim into the attacker's account by sending them an unredeemed link.
 */
const pendingKey = (state: string, browserBinding: string) => hash(`${state}.${browserBinding}`);

function identityOf(claims: oidc.IDToken): GoogleIdentity {
  const name = typeof claims.name === 'string' ? claims.name : '';
  return {
    subject: claims.sub,
    firstName: typeof claims.given_name === 'string' ? claims.given_name : name.split(' ')[0] || 'Google',
    lastName:
      typeof claims.family_name === 'string'
        ? claims.family_name
        : name.split(' ').slice(1).join(' ') || 'User',
    picture: typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture : null,
  };
}

export interface GoogleSignInOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * OpenID Connect authorization-code flow with PKCE, state and nonce. The SPA's /auth/google/callback
 * receives the code and hands it (with the state) to the API, which redeems it here.
 */
export function createGoogleSignIn(
  db: Database,
  users: UserRepository,
  options: GoogleSignInOptions,
  log: FastifyBaseLogger,
  /** E-mails the account a link that connects the Google identity to it. */
  offerGoogleLink: (account: UserRow, googleSubject: string) => void,
) {
  let configuration: Promise<oidc.Configuration> | null = null;
  const discoverOnce = () =>
    oidc.discovery(
      new URL(options.issuer),
      options.clientId,
      options.clientSecret,
      undefined,
      // A local test issuer speaks plain HTTP; Google itself never does.
      options.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
  const discover = () => {
    // One more try: a kept-alive connection the provider has just closed fails the first.
    configuration ??= discoverOnce()
      .catch(discoverOnce)
      .catch((error: unknown) => {
        configuration = null;
        log.error({ err: error }, 'OpenID Connect discovery failed');
        throw new HttpError(503, GOOGLE_UNAVAILABLE);
      });
    return configuration;
  };

  /**
   * An existing account with the address Google vouches for: an unverified one starts over as this
   * identity's (whoever set its password may not own the address); a verified one is linked only
   * from a link e-mailed to it, so Google's word alone never opens an account someone else proved.
   */
  async function meetExistingAccount(existing: UserRow, identity: GoogleIdentity): Promise<UserRow> {
    if (!existing.isVerified) {
      const claimed = await claimUnverifiedAccount(db, existing.id, identity);
      if (claimed) return claimed;
      // Verified or linked meanwhile, perhaps by this very identity in another tab.
      const linked = await users.findByGoogleSubject(identity.subject);
      if (linked) return linked;
    }
    offerGoogleLink(existing, identity.subject);
    throw new HttpError(409, GOOGLE_LINK_EMAILED);
  }

  async function findOrCreateUser(claims: oidc.IDToken): Promise<UserRow> {
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    const identity = identityOf(claims);

    const linked = await users.findByGoogleSubject(identity.subject);
    if (linked) return linked;
    if (!email) throw new HttpError(400, 'Google did not share an e-mail address for this account.');

    const existing = await users.findByEmail(email);
    if (existing) {
      // Linking on an unverified address would let anyone claim an account by its e-mail.
      if (claims.email_verified !== true) throw new HttpError(409, GOOGLE_EMAIL_UNVERIFIED);
      return meetExistingAccount(existing, identity);
    }
    return users.create({
      email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      passwordHash: null,
      profileImage: identity.picture,
      authProvider: 'google',
      googleSubject: identity.subject,
      isVerified: claims.email_verified === true,
    });
  }

  return {
    /** The provider's authorization URL, and the secret the starting browser must keep in a cookie. */
    async initiate(siteOrigin: string): Promise<{ redirectUrl: string; browserBinding: string }> {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const browserBinding = randomBytes(32).toString('base64url');
      const redirectUri = `${siteOrigin}/auth/google/callback`;
      // Abandoned sign-ins would otherwise pile up: nothing else removes a state that was never used.
      await db.delete(oauthStates).where(lte(oauthStates.expiresAt, new Date()));
      await db.insert(oauthStates).values({
        stateHash: pendingKey(state, browserBinding),
        codeVerifier,
        nonce,
        redirectUri,
        expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
      });
      const redirectUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      }).href;
      return { redirectUrl, browserBinding };
    },

    /**
     * Redeems the code once, in the browser that started the sign-in; a missing, unknown, reused or
     * expired state, or one started in another browser, is refused.
     */
    async complete(callback: {
      code: string;
      state: string | undefined;
      iss: string | undefined;
      browserBinding: string | undefined;
    }): Promise<UserRow> {
      const { code, state, iss: issuer, browserBinding } = callback;
      if (!state) throw new HttpError(400, GOOGLE_FAILED);
      if (!browserBinding) throw new HttpError(400, GOOGLE_OTHER_BROWSER);
      const [pending] = await db
        .delete(oauthStates)
        .where(
          and(
            eq(oauthStates.stateHash, pendingKey(state, browserBinding)),
            gt(oauthStates.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!pending) throw new HttpError(400, GOOGLE_FAILED);
      const config = await discover();
      const callbackUrl = new URL(pending.redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      // RFC 9207 issuer identification guards against mix-ups between several providers; with one
      // configured issuer the SPA's callback may omit it, and the only possible value is that issuer.
      if (config.serverMetadata().authorization_response_iss_parameter_supported) {
        callbackUrl.searchParams.set('iss', issuer ?? config.serverMetadata().issuer);
      }
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        // Google puts e-mail and name in the ID token; other providers may keep them for userinfo.
        if (claims && typeof claims.email !== 'string') {
          const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          claims = { ...userInfo, ...claims, email: userInfo.email, email_verified: userInfo.email_verified };
        }
      } catch (error) {
        log.warn({ err: error }, 'Google code exchange failed');
        throw new HttpError(400, GOOGLE_FAILED);
      }
      if (!claims) throw new HttpError(400, GOOGLE_FAILED);
      return findOrCreateUser(claims);
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

import type { AppConfig } from '../app';
import { startOidcTestServer } from './oidc-test-server';
import { createTestApp, type TestContext } from './test-app';

export const GOOGLE_TEST_SITE = 'http://localhost:3000';
export const GOOGLE_TEST_CALLBACK = `${GOOGLE_TEST_SITE}/auth/google/callback`;

export type OidcTestServer = Awaited<ReturnType<typeof startOidcTestServer>>;

export interface GoogleTestContext extends TestContext {
  /** The local OpenID Connect provider standing in for Google. */
  oidc: OidcTestServer;
}

/** A test app whose Google sign-in talks to a local provider; `close()` stops both. */
export async function createGoogleTestApp(overrides: Partial<AppConfig> = {}): Promise<GoogleTestContext> {
  const oidc = await startOidcTestServer({
    clientId: 'datecraft',
    clientSecret: 'datecraft-secret',
    redirectUris: [GOOGLE_TEST_CALLBACK],
  });
  const ctx = await createTestApp({
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: 'datecraft',
    GOOGLE_CLIENT_SECRET: 'datecraft-secret',
    PUBLIC_ORIGIN: GOOGLE_TEST_SITE,
    ...overrides,
  });
  return {
    ...ctx,
    oidc,
    async close() {
      await ctx.close();
      await oidc.close();
    },
  };
}

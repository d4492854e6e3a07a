// The stand-in Google for browser tests: a real OpenID Connect provider on loopback (see playwright.config.ts).
import { startOidcTestServer } from '../../server/testing/oidc-test-server';

const port = Number(process.env.OIDC_PORT ?? 3198);
const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:3199';

await startOidcTestServer({
  clientId: 'datecraft-e2e',
  clientSecret: 'datecraft-e2e-secret',
  redirectUris: [`${appOrigin}/auth/google/callback`],
  port,
  acceptAnyLogin: true,
});
console.log(`OpenID Connect test provider on http://127.0.0.1:${port}`);

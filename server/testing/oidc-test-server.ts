import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentity {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/**
 * A real OpenID Connect provider (node-oidc-provider) on loopback, standing in for Google in tests.
 * Its development login page accepts any password for a known account id.
 */
export async function startOidcTestServer(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  port?: number;
  /** Browser tests sign in as any e-mail address: the login id becomes a verified e-mail identity. */
  acceptAnyLogin?: boolean;
}) {
  const accounts = new Map<string, TestIdentity>();
  // The provider needs its issuer URL, which is known only once the server listens.
  const holder: { provider?: Provider } = {};
  const server: Server = createServer((req, res) => {
    if (!holder.provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    void holder.provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_ctx, id) {
      const identity =
        accounts.get(id) ??
        (options.acceptAnyLogin && id.includes('@')
          ? { email: id, email_verified: true, given_name: 'Grace', family_name: 'Hopper' }
          : undefined);
      if (!identity) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...identity }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['datecraft-oidc-test-cookie-key'] },
  });
  // Silences the provider's expected warnings about development-only settings.
  provider.on('server_error', () => undefined);
  holder.provider = provider;

  return {
    issuer,
    addAccount(id: string, identity: TestIdentity) {
      accounts.set(id, identity);
    },
    /**
     * Plays the user's part at the provider without a browser: follows redirects, signs in as
     * `accountId` and consents, and returns the URL the provider sends back to the app.
     */
    async authorize(authorizationUrl: string, accountId: string, redirectPrefix: string): Promise<URL> {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      let init: RequestInit = {};
      for (let hop = 0; hop < 20; hop += 1) {
        const response = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair] = header.split(';');
          const [name, ...value] = (pair ?? '').split('=');
          if (name) cookies.set(name.trim(), value.join('='));
        }
        const location = response.headers.get('location');
        if (location) {
          const next = new URL(location, url);
          if (next.href.startsWith(redirectPrefix)) return next;
          url = next;
          init = {};
          continue;
        }
        const html = await response.text();
        const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
        if (!action) throw new Error(`unexpected page at ${url.href}: ${html.slice(0, 200)}`);
        const body = new URLSearchParams();
        if (html.includes('name="login"')) {
          body.set('login', accountId);
          body.set('password', 'any-password');
        }
        for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
          if (name) body.set(name, value ?? '');
        }
        url = new URL(action, url);
        init = {
          method: 'POST',
          body: body.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        };
      }
      throw new Error('too many hops at the OpenID provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

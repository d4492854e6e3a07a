/**
 * The origins this server may send people to, fixed by configuration at start. Request headers
 * (`Origin`, `Host`, `X-Forwarded-*`) never feed into them: whoever sends a request could forge
 * those and have a password-reset link or a payment redirect point at their own site.
 */
export interface Origins {
  /** The web app: every link the server hands out (e-mails, share links, Google's redirect). */
  readonly site: string;
  /**
   * Where browsers reach this API, for pages it serves itself (the test checkout). The same as the
   * site: the server serves the app and the API together, and the dev server proxies /v1.
   */
  readonly api: string;
  /** Whether a URL lies on the site or on one of the other web-app origins (APP_ORIGINS). */
  isAllowed(url: string): boolean;
}

export function createOrigins(publicOrigin: string, appOrigins: readonly string[] = []): Origins {
  const site = new URL(publicOrigin).origin;
  const allowed = new Set([site, ...appOrigins.map((origin) => new URL(origin).origin)]);
  return {
    site,
    api: site,
    isAllowed: (url) => URL.canParse(url) && allowed.has(new URL(url).origin),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the site's origin (unset: http://localhost:$PORT) is reachable from this machine only. */
function isLocalSite(publicOrigin) {
  if (!publicOrigin) return true;
  return URL.canParse(publicOrigin) && LOOPBACK_HOSTS.has(new URL(publicOrigin).hostname);
}

/**
 * A local try-out gets the built-in test checkout unless TEST_CHECKOUT says otherwise. The server
 * itself keeps it off by default: a site on a real address chooses Paystack or no payments.
 */
export function defaultTestCheckoutLocally(env) {
  if (!env.TEST_CHECKOUT && isLocalSite(env.PUBLIC_ORIGIN)) env.TEST_CHECKOUT = 'true';
}

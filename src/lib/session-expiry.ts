import { paths } from '@contract/web-pages';

let onSessionExpired: () => void = () => window.location.assign(paths.signIn);

/** Lets the session layer clear its state before the browser goes to /sign-in. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** The session could not be renewed: the session layer signs the reader out. */
export function sessionExpired() {
  onSessionExpired();
}

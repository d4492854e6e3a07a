// The one inline script every page of the web app carries, in its <head>: it reads the device's
// choices before the first paint, so a dark-mode reader never sees a light page and a member never
// sees 'Sign in' while the app is still on its way. The server allows exactly this script in the
// pages' Content-Security-Policy, by its hash; no other inline script runs.

/** localStorage: the theme chosen on this device, 'dark' or 'light'; absent, the device's own setting. */
export const THEME_STORAGE_KEY = 'datecraftTheme';
/** The device's own dark setting, followed until the member chooses. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/** localStorage: the session's access token (spec section 3). */
export const ACCESS_TOKEN_STORAGE_KEY = 'authToken';
/** Set on <html> when the browser holds a session the app has not read yet. */
export const SESSION_HINT_ATTRIBUTE = 'data-session';

// Storage can throw (private mode, blocked cookies): the page then opens light and for a visitor.
export const FIRST_PAINT_SCRIPT =
  `try{var d=document.documentElement,s=window.localStorage,t=s.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==='dark'||(t!=='light'&&matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches))d.classList.add('dark');` +
  `if(s.getItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}))d.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},'')` +
  `}catch(e){}`;

// The one inline script every page of the web app carries, in its <head>: it reads the device's
// choices before the first paint, so a dark-mode reader never sees a light page and a member never
// sees 'Sign in' while the app is still on its way, and it holds a press made before the boot script
// has arrived, which the boot script then hands to the app (src/app/boot/hydrate-on-interaction.ts). The server allows exactly this script in the
// pages' Content-Security-Policy, by its hash; no other inline script runs.

/** localStorage: the theme chosen on this device, 'dark' or 'light'; absent, the device's own setting. */
export const THEME_STORAGE_KEY = 'datecraftTheme';
/** The device's own dark setting, followed until the member chooses. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/** localStorage: the session's access token (spec section 3). */
export const ACCESS_TOKEN_STORAGE_KEY = 'authToken';
/** Set on <html> when the browser holds a session the app has not read yet. */
export const SESSION_HINT_ATTRIBUTE = 'data-session';

/** What does nothing without the app, so a press on it is held for the app; a link is not among them. */
export const HELD_CONTROLS =
  'button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"]';
/**
 * On a prerendered submit button that the app enables once its field (named by id in the value) holds
 * text: until the app has the button, the first-paint script does the same, so a description typed
 * before the app is there can be sent at the first tap, which is then held for the app.
 */
export const ENABLED_BY_TEXT_ATTRIBUTE = 'data-enabled-by-text';
/** window: the presses and forms the first-paint script held, and `stop()`, which ends the holding. */
export const EARLY_HELD_GLOBAL = '__datecraftHeld';

/**
 * Holds a press on a control, or a form sent, inside the page's root before the boot script has run:
 * the page is drawn and tappable long before a slow phone has fetched and run any module.
 */
const EARLY_HOLD =
  `(function(){var q=window[${JSON.stringify(EARLY_HELD_GLOBAL)}]=[],h=function(e){var t=e.target,r=document.getElementById('root'),` +
  `c=e.type==='submit'?t:t&&t.closest&&t.closest(${JSON.stringify(HELD_CONTROLS)});` +
  `if(!c||!r||!r.contains(c))return;e.preventDefault();e.stopImmediatePropagation();q.push(c)};` +
  `addEventListener('click',h,true);addEventListener('submit',h,true);` +
  `addEventListener('input',function(e){var t=e.target,b=t&&t.id&&document.querySelector('[${ENABLED_BY_TEXT_ATTRIBUTE}="'+t.id+'"]');` +
  `if(b)b.disabled=!t.value.trim()},true);` +
  `q.stop=function(){removeEventListener('click',h,true);removeEventListener('submit',h,true)}})();`;

// Storage can throw (private mode, blocked cookies): the page then opens light and for a visitor.
export const FIRST_PAINT_SCRIPT =
  EARLY_HOLD +
  `try{var d=document.documentElement,s=window.localStorage,t=s.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==='dark'||(t!=='light'&&matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches))d.classList.add('dark');` +
  `if(s.getItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}))d.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},'')` +
  `}catch(e){}`;

import { paths } from '@contract/web-pages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern ('/date-plan/:planId', '/generation-progress/:requestId?') matched as React Router does: in any case, with or without a trailing slash. */
function routeRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const APP_ROUTES = Object.values(paths).map((path) =>
  routeRegExp(typeof path === 'string' ? path : path.pattern),
);

/** Whether the web app has a page at `pathname`; for any other path the server answers its not-found page with 404. */
export const isAppPath = (pathname: string) => APP_ROUTES.some((route) => route.test(pathname));

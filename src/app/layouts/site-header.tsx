import { useId, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@contract/web-pages';
import { useAuth } from '@/features/auth/auth-context';
import { Avatar } from '@/components/ui/avatar';
import { UserMenu } from './user-menu';
import { HEADER_SCROLL_THRESHOLD_PX, SITE_HEADER_ATTRIBUTE, headerLookClasses } from './header-look';
import { useScrolledPast } from './use-scrolled';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700 ${
    isActive ? 'text-brand-700' : 'text-plum-800'
  }`;

const mobileLinkClass =
  'block rounded-xl px-3 py-2.5 text-base font-medium text-plum-900 hover:bg-plum-50 focus:bg-plum-50';

export function SiteHeader() {
  const { user, status, signOut } = useAuth();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const signedIn = status === 'signed-in' && user !== null;

  const closeMenu = () => setMenuOpen(false);
  const handleSignOut = () => {
    signOut();
    setMenuOpen(false);
    void navigate(paths.home);
  };

  return (
    <header
      {...{ [SITE_HEADER_ATTRIBUTE]: '' }}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,padding] duration-200 print:hidden ${headerLookClasses(
        scrolled || menuOpen,
      )}`}
    >
      <div className="page-width flex items-center justify-between">
        <Link to={paths.home} className="rounded-lg" aria-label="Datecraft home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {signedIn ? (
            <>
              <NavLink to={paths.myDates} className={navLinkClass}>
                My Dates
              </NavLink>
              <NavLink to={paths.pricing} className={navLinkClass}>
                Pricing
              </NavLink>
              <div className="ml-3">
                <UserMenu user={user} onSignOut={handleSignOut} />
              </div>
            </>
          ) : (
            // While the session is read, a member's browser (marked before the first paint) keeps these
            // out of sight, so 'Sign in' never flashes at a member; a visitor's shows them at once.
            <span className={`contents ${status === 'loading' ? 'invisible-if-session' : ''}`}>
              <NavLink to={paths.pricing} className={navLinkClass}>
                Pricing
              </NavLink>
              <NavLink to={paths.signIn} className={navLinkClass}>
                Sign in
              </NavLink>
              <Link to={paths.signUp} className="btn-primary ml-2">
                Sign up
              </Link>
            </span>
          )}
        </nav>

        <button
          type="button"
          className="rounded-full p-2 text-plum-900 hover:bg-plum-50 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>

      <div
        id={panelId}
        hidden={!menuOpen}
        className="max-h-[300px] overflow-y-auto border-t border-plum-100 bg-surface px-4 pt-3 pb-4 md:hidden"
      >
        <nav aria-label="Mobile">
          {signedIn ? (
            <>
              <div className="mb-2 flex items-center gap-3 px-3 py-2">
                <Avatar user={user} size="h-10 w-10 text-sm" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-plum-950">
                    {user.first_name} {user.last_name}
                  </p>
                  <p className="truncate text-sm text-plum-600">{user.email}</p>
                </div>
              </div>
              <Link to={paths.myDates} className={mobileLinkClass} onClick={closeMenu}>
                My Dates
              </Link>
              <Link to={paths.profile} className={mobileLinkClass} onClick={closeMenu}>
                Your Profile
              </Link>
              <Link to={paths.settings} className={mobileLinkClass} onClick={closeMenu}>
                Settings
              </Link>
              <button
                type="button"
                className={`${mobileLinkClass} w-full text-left text-brand-700`}
                onClick={handleSignOut}
              >
                Sign out
              </button>
            </>
          ) : (
            <>
              <Link to={paths.pricing} className={mobileLinkClass} onClick={closeMenu}>
                Pricing
              </Link>
              <Link to={paths.signIn} className={mobileLinkClass} onClick={closeMenu}>
                Sign in
              </Link>
              <Link to={paths.signUp} className="btn-primary mt-2 w-full" onClick={closeMenu}>
                Sign up
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

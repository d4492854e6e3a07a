import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@contract/web-pages';
import { Avatar } from '@/components/ui/avatar';

interface UserMenuProps {
  user: User;
  onSignOut: () => void;
  /** The app shell's menu adds Help and the member's subscription name. */
  extended?: { planName: string | null };
}

/** The signed-in avatar menu: a menu button with keyboard support, closing on Escape and outside clicks. */
export function UserMenu({ user, onSignOut, extended }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items.at(-1))?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const itemClass =
    'block w-full px-4 py-2 text-left text-sm text-plum-800 hover:bg-plum-50 focus:bg-plum-50 focus:outline-none';
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Open account menu for ${fullName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center rounded-full ring-offset-2 transition hover:ring-2 hover:ring-brand-200"
      >
        <Avatar user={user} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 mt-3 w-64 overflow-hidden rounded-2xl border border-plum-100 bg-surface py-2 shadow-card"
        >
          <div className="border-b border-plum-100 px-4 pt-1 pb-3">
            <p className="truncate text-sm font-semibold text-plum-950">{fullName}</p>
            <p className="truncate text-sm text-plum-600">{user.email}</p>
            {extended?.planName ? (
              <p className="mt-1 text-xs font-semibold text-brand-700">{extended.planName} plan</p>
            ) : null}
          </div>
          <div className="py-1">
            <Link role="menuitem" to={paths.profile} className={itemClass} onClick={() => close(false)}>
              Your Profile
            </Link>
            <Link role="menuitem" to={paths.settings} className={itemClass} onClick={() => close(false)}>
              Settings
            </Link>
            {extended ? (
              <Link role="menuitem" to={paths.help} className={itemClass} onClick={() => close(false)}>
                Help
              </Link>
            ) : null}
            <button
              role="menuitem"
              type="button"
              className={`${itemClass} text-brand-700`}
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              Sign out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { NavLink, useLocation } from '../lib/router';
import { cn } from '../lib/cn';

const NAV_LINKS = [
  { to: '/menu', label: 'Menu' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
/** Shown to admins only. */
const ADMIN_LINK = { to: '/admin', label: 'Admin' } as const;

export type HeaderLink = { to: string; label: string };

/** The header's page links: Menu, About, Contact, and Admin for an admin. */
export const headerLinks = (isAdmin: boolean): readonly HeaderLink[] =>
  isAdmin ? [...NAV_LINKS, ADMIN_LINK] : NAV_LINKS;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-4 py-2 font-semibold transition-colors',
    isActive ? 'bg-taro-100 text-taro-700' : 'text-tea-800 hover:bg-cream-200 hover:text-tea-900',
  );

/** The links in a row, on wide screens. */
export function WideNav({ links }: { links: readonly HeaderLink[] }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className={navLinkClasses}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

export type MobileMenuState = {
  open: boolean;
  menuId: string;
  toggle: () => void;
  close: () => void;
};

/**
 * The narrow screens' toggle menu. It is open for the page it was opened on, so any navigation closes it; Escape
 * closes it and gives the focus back to the toggle, and a press outside the header closes it.
 */
export function useMobileMenu(
  headerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
): MobileMenuState {
  const location = useLocation();
  const menuId = useId();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, headerRef, toggleRef]);

  return {
    open,
    menuId,
    toggle: () => setOpenOn(open ? null : location.key),
    close: () => setOpenOn(null),
  };
}

/** The button that opens and closes the narrow screens' menu. */
export function MenuToggle({ menu, ref }: { menu: MobileMenuState; ref: RefObject<HTMLButtonElement | null> }) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={menu.open}
      aria-controls={menu.menuId}
      aria-label={menu.open ? 'Close menu' : 'Open menu'}
      onClick={menu.toggle}
      className="inline-flex size-11 items-center justify-center rounded-full text-tea-800 hover:bg-cream-200 md:hidden"
    >
      {menu.open ? <X aria-hidden className="size-6" /> : <MenuIcon aria-hidden className="size-6" />}
    </button>
  );
}

/** The narrow screens' menu: the links in a column, then the account action (Sign In or Logout). */
export function MobileMenu({
  menu,
  links,
  account,
}: {
  menu: MobileMenuState;
  links: readonly HeaderLink[];
  account: ReactNode;
}) {
  return (
    <nav
      id={menu.menuId}
      aria-label="Main"
      hidden={!menu.open}
      className="border-t border-tea-900/10 bg-cream-50 px-4 pb-5 pt-3 shadow-lg shadow-tea-900/10 md:hidden"
    >
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={menu.close}
              className={(state) => cn(navLinkClasses(state), 'block rounded-2xl px-4 py-3 text-lg')}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="mt-2">{account}</li>
      </ul>
    </nav>
  );
}

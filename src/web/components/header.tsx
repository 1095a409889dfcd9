import { Menu as MenuIcon, ShoppingBag, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '../lib/router';
import { useBasket } from '../lib/basket';
import { cn } from '../lib/cn';
import { basketLinkLabel } from '../lib/format';
import { useSignOut } from '../lib/session/sign-out';
import { useSession } from '../lib/session/use-session';
import { useBriefAnimation } from '../lib/use-brief-animation';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { buttonClasses } from './button';
import { Logo } from './logo';

const NAV_LINKS = [
  { to: '/menu', label: 'Menu' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
/** Spec §2: shown to admins only. */
const ADMIN_LINK = { to: '/admin', label: 'Admin' } as const;

/** Spec §9: the basket icon's shake on a basket change lasts 500 ms. */
export const SHAKE_MS = 500;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-4 py-2 font-semibold transition-colors',
    isActive ? 'bg-taro-100 text-taro-700' : 'text-tea-800 hover:bg-cream-200 hover:text-tea-900',
  );

/**
 * Spec §2: the fixed header. Logo home; Menu, About, Contact (and Admin for admins); the basket with its count; Sign In,
 * or Logout (which signs out and returns to /) for a signed-in user. It shrinks after
 * 50 px of scroll, and on narrow screens the links sit in a toggle menu that closes on navigation and Escape.
 */
export function Header() {
  const scrolled = useScrolledPast(50);
  const { totals, changes } = useBasket();
  // Spec §9: the basket icon shakes for 500 ms when the basket changes (motion-safe only).
  const shaking = useBriefAnimation(changes, SHAKE_MS);
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  // The menu is open for the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const close = () => setOpenOn(null);
  const user = useSession().data?.user ?? null;
  const links = user?.isAdmin ? [...NAV_LINKS, ADMIN_LINK] : NAV_LINKS;
  const signOut = useSignOut();
  const { mutate: endSession } = signOut;
  const navigate = useNavigate();
  // Spec §2: Logout signs out and returns to /. Home first, and the session ends only once home is on screen: route
  // changes run in a transition that keeps the old page up while the new one loads, and a staff page still up when
  // the user becomes null would send its guard to /login instead.
  const leaving = useRef(false);
  const logout = () => {
    close();
    if (location.pathname === '/') return endSession();
    leaving.current = true;
    navigate('/');
  };
  useEffect(() => {
    if (!leaving.current || location.pathname !== '/') return;
    leaving.current = false;
    endSession();
  }, [location.pathname, endSession]);

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
  }, [open]);

  const count = totals.itemCount;

  return (
    <header
      ref={headerRef}
      className={cn(
        'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled || open
          ? 'border-tea-900/10 bg-cream-50/95 shadow-md shadow-tea-900/5 backdrop-blur'
          : 'border-transparent bg-cream-100/90 backdrop-blur-sm',
      )}
    >
      <a
        href="#main"
        className="sr-only rounded-full bg-white px-4 py-2 font-semibold text-tea-900 shadow focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-10"
      >
        Skip to content
      </a>
      <div
        className={cn(
          'mx-auto flex max-w-6xl items-center gap-2 px-4 transition-[height] duration-200 sm:px-6',
          scrolled ? 'h-14' : 'h-16 md:h-20',
        )}
      >
        <Link to="/" aria-label="Pearl, home" className="-ml-1 mr-auto rounded-full p-1">
          <Logo compact={scrolled} />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <Link
          to="/order-online"
          aria-label={basketLinkLabel(count)}
          className="relative ml-1 inline-flex size-11 items-center justify-center rounded-full text-tea-800 hover:bg-cream-200"
        >
          <ShoppingBag aria-hidden className={cn('size-6', shaking && 'motion-safe:animate-basket-shake')} />
          {count > 0 ? (
            <span
              aria-hidden
              className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-berry-600 px-1.5 text-xs font-bold leading-5 text-white ring-2 ring-cream-50"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Link>

        {user ? (
          <button
            type="button"
            onClick={logout}
            disabled={signOut.isPending}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ml-1 hidden md:inline-flex' })}
          >
            Logout
          </button>
        ) : (
          <Link
            to="/login"
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ml-1 hidden md:inline-flex' })}
          >
            Sign In
          </Link>
        )}

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenOn(open ? null : location.key)}
          className="inline-flex size-11 items-center justify-center rounded-full text-tea-800 hover:bg-cream-200 md:hidden"
        >
          {open ? <X aria-hidden className="size-6" /> : <MenuIcon aria-hidden className="size-6" />}
        </button>
      </div>

      <nav
        id={menuId}
        aria-label="Main"
        hidden={!open}
        className="border-t border-tea-900/10 bg-cream-50 px-4 pb-5 pt-3 shadow-lg shadow-tea-900/10 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={close}
                className={(state) => cn(navLinkClasses(state), 'block rounded-2xl px-4 py-3 text-lg')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2">
            {user ? (
              <button
                type="button"
                onClick={logout}
                disabled={signOut.isPending}
                className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
              >
                Logout
              </button>
            ) : (
              <Link
                to="/login"
                onClick={close}
                className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
              >
                Sign In
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}

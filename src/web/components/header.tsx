import { ShoppingBag } from 'lucide-react';
import { useRef } from 'react';
import { Link } from '../lib/router';
import { useBasket } from '../lib/basket';
import { cn } from '../lib/cn';
import { basketLinkLabel } from '../lib/format';
import { useSession } from '../lib/session/use-session';
import { useBriefAnimation } from '../lib/use-brief-animation';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { AccountAction, useLogoutHome } from './header-account';
import { MenuToggle, MobileMenu, WideNav, headerLinks, useMobileMenu } from './header-nav';
import { Logo } from './logo';

/** The basket icon's shake on a basket change lasts 500 ms. */
export const SHAKE_MS = 500;

/**
 * The fixed header. Logo home; Menu, About, Contact (and Admin for admins); the basket with its count; Sign In,
 * or Logout (which signs out and returns to /) for a signed-in user. It shrinks after
 * 50 px of scroll, and on narrow screens the links sit in a toggle menu that closes on navigation and Escape.
 */
export function Header() {
  const scrolled = useScrolledPast(50);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(headerRef, toggleRef);
  const user = useSession().data?.user ?? null;
  const links = headerLinks(user?.isAdmin ?? false);
  const { logout, pending } = useLogoutHome();
  const account = { signedIn: user !== null, logout, pending, onDone: menu.close };

  return (
    <header
      ref={headerRef}
      className={cn(
        'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,box-shadow,border-color] duration-200 print:hidden',
        scrolled || menu.open
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
        <WideNav links={links} />
        <BasketLink />
        <AccountAction {...account} size="sm" className="ml-1 hidden md:inline-flex" />
        <MenuToggle ref={toggleRef} menu={menu} />
      </div>
      <MobileMenu menu={menu} links={links} account={<AccountAction {...account} className="w-full" />} />
    </header>
  );
}

/** The basket icon with its count; it shakes for 500 ms when the basket changes (motion-safe only). */
function BasketLink() {
  const { totals, changes } = useBasket();
  const shaking = useBriefAnimation(changes, SHAKE_MS);
  const count = totals.itemCount;
  return (
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
  );
}

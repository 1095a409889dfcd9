import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '../lib/router';
import { SHOP } from '../lib/shop-details';
import { dockRoomRef } from './floating-dock';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';

/** The footer's quick links (the staff pages' slim footer keeps them too). */
const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/menu', label: 'Menu' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

const linkClasses = 'rounded text-cream-200 underline-offset-4 hover:text-white hover:underline';

/** The quick links as list items, in the look of the footer they stand in. */
export function QuickLinkItems({ linkClassName }: { linkClassName: string }) {
  return QUICK_LINKS.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClassName}>
        {link.label}
      </Link>
    </li>
  ));
}

/** Quick links, contact details and social links; small links to the privacy pages. */
export function Footer() {
  return (
    <footer className="mt-auto bg-tea-900 text-cream-100 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-10 pt-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1.4fr]">
        <div>
          <Link to="/" aria-label="Pearl, home" className="inline-block rounded-full bg-cream-100 py-1.5 pl-2 pr-4">
            <Logo compact />
          </Link>
          <p className="mt-4 max-w-xs text-cream-200">
            Taiwanese-style bubble tea, thick milkshakes and proper English sweets, made fresh in Buckingham.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Pearl on social media">
            {SHOP.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Pearl on ${social.name}`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-tea-800 text-cream-100 transition-colors hover:bg-berry-600 hover:text-white"
                >
                  <SocialIcon network={social.name} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Quick links">
          <h2 className="font-display text-lg font-bold text-white">Quick links</h2>
          <ul className="mt-4 grid gap-2.5">
            <QuickLinkItems linkClassName={linkClasses} />
          </ul>
        </nav>

        <div>
          <h2 className="font-display text-lg font-bold text-white">Visit us</h2>
          <address className="mt-4 grid gap-3 not-italic text-cream-200">
            <p className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-berry-100" />
              <span>{SHOP.addressLines.join(', ')}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-berry-100" />
              <a href={SHOP.phoneHref} className={linkClasses}>
                {SHOP.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-berry-100" />
              <a href={`mailto:${SHOP.email}`} className={linkClasses}>
                {SHOP.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      {/* The bottom padding leaves room for the floating buttons and the cookie banner (their measured height,
          --floating-dock-height), so nothing here is ever hidden behind them. */}
      <div className="border-t border-white/10">
        <div
          ref={dockRoomRef}
          className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pb-[max(7rem,calc(var(--floating-dock-height,0px)+1rem))] pt-5 text-sm text-cream-300 sm:flex-row sm:items-center sm:justify-between sm:px-6"
        >
          <p>© {new Date().getFullYear()} Pearl Bubble Tea, Buckingham.</p>
          <ul className="flex gap-5">
            <li>
              <Link to="/privacy-policy" className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/request-my-data" className={linkClasses}>
                Request my data
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

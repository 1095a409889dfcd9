import { Cookie } from 'lucide-react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/button';
import { setCookieConsent, useCookieConsent } from '../../../lib/consent/cookie-consent';
import { useHydrated } from '../../../lib/use-hydrated';

/** The two answers, Accept in the shop's main colour and Reject beside it. */
const CHOICES = [
  { choice: 'accepted', words: 'Accept', variant: undefined },
  { choice: 'rejected', words: 'Reject', variant: 'secondary' },
] as const;

/**
 * Accept and Reject, stored locally; shown only while no choice is stored. It sits in the floating column
 * under the floating buttons, so it never covers them.
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  const hydrated = useHydrated();
  if (hydrated && consent !== 'undecided') return null;
  // A server-drawn page draws the banner too, shown only when its boot script (server/http/page-boot.ts)
  // found no stored choice: then it is there from the first paint rather than arriving after the code. Without
  // JavaScript it stays hidden: its buttons could not work, and it would cover the menu for good. Answered before the
  // page is live, the boot script takes the choice at once (data-consent-choice) and hides it.
  return (
    <div className={hydrated ? undefined : 'hidden [[data-consent=undecided]_&]:block'}>
      <Banner />
    </div>
  );
}

function Banner() {
  return (
    // Compact on a phone (at most a quarter of a 375 × 812 screen, buttons side by side), roomier above.
    <section
      aria-labelledby="cookie-banner-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-2.5 rounded-2xl bg-white p-3 shadow-2xl shadow-tea-900/20 ring-1 ring-tea-900/10 sm:flex-row sm:items-center sm:gap-6 sm:rounded-3xl sm:p-5"
    >
      <div className="flex gap-3">
        <Cookie aria-hidden className="mt-0.5 hidden size-6 shrink-0 text-tea-500 sm:block" />
        <div>
          <h2 id="cookie-banner-title" className="font-display text-base font-bold sm:text-lg">
            Cookies and the map
          </h2>
          <p className="mt-0.5 text-[0.8125rem] leading-snug text-tea-700 sm:mt-1 sm:text-sm">
            Your basket and this choice stay in your browser. Accepting also shows an OpenStreetMap map on the Contact
            page, which may set its own cookies. No advertising or tracking.{' '}
            <Link to="/privacy-policy" className="font-semibold text-taro-700 underline underline-offset-2">
              Privacy Policy
            </Link>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col">
        {CHOICES.map(({ choice, words, variant }) => (
          <Button
            key={choice}
            size="sm"
            variant={variant}
            className="flex-1 sm:w-28 sm:flex-none"
            data-consent-choice={choice}
            onClick={() => setCookieConsent(choice)}
          >
            {words}
          </Button>
        ))}
      </div>
    </section>
  );
}

import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { setCookieConsent, useCookieConsent } from '../../../lib/consent/cookie-consent';

/**
 * Spec §2: Accept and Reject, stored locally; shown only while no choice is stored. It sits in the floating column
 * under the floating buttons, so it never covers them.
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  if (consent !== 'undecided') return null;
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-3xl bg-white p-5 shadow-2xl shadow-tea-900/20 ring-1 ring-tea-900/10 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="flex gap-3">
        <Cookie aria-hidden className="mt-0.5 size-6 shrink-0 text-tea-500" />
        <div>
          <h2 id="cookie-banner-title" className="font-display text-lg font-bold">
            Cookies and the map
          </h2>
          <p className="mt-1 text-sm text-tea-700">
            Your basket and this choice are kept in your browser. If you accept, the Contact page also shows an
            OpenStreetMap map, which may set its own cookies. No advertising or tracking.{' '}
            <Link to="/privacy-policy" className="font-semibold text-taro-700 underline underline-offset-2">
              Privacy Policy
            </Link>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col">
        <Button size="sm" className="flex-1 sm:w-28 sm:flex-none" onClick={() => setCookieConsent('accepted')}>
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="flex-1 sm:w-28 sm:flex-none"
          onClick={() => setCookieConsent('rejected')}
        >
          Reject
        </Button>
      </div>
    </section>
  );
}

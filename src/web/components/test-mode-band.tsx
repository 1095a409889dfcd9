import { FlaskConical } from 'lucide-react';
import { usePaymentConfig } from '../lib/payment-config';

/**
 * Production running the sandbox provider (PAYMENTS=sandbox): every page says, under the header and staying
 * in view, that payments here are not real. The server says so in GET /api/payments/config.
 */
export function TestModeBand() {
  const config = usePaymentConfig();
  if (!config.data?.testMode) return null;
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="sticky top-16 z-40 border-b border-berry-700/30 bg-berry-100 text-berry-700 md:top-20 print:hidden"
    >
      <p className="mx-auto flex max-w-6xl items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-bold">
        <FlaskConical aria-hidden className="size-4 shrink-0" />
        <span>
          Test mode — no real payments
          <span className="hidden sm:inline"> · only test cards are taken, and nothing is charged</span>
        </span>
      </p>
    </div>
  );
}

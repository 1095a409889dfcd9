import type { PaymentsStatusAnswer } from '@domain/contracts/payments';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { PublicUrlWarning } from '../../../../components/admin/public-url-warning';
import { usePaymentsStatus } from '../api/payments-status';

const STATUS_WORDS: Record<PaymentsStatusAnswer['wallets'][number]['status'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  not_registered: 'Domain not registered',
  unknown: 'Unknown',
};

const statusTone: Record<PaymentsStatusAnswer['wallets'][number]['status'], string> = {
  active: 'bg-matcha-100 text-matcha-700',
  inactive: 'bg-berry-50 text-berry-700',
  not_registered: 'bg-amber-50 text-tea-900',
  unknown: 'bg-cream-100 text-tea-800',
};

/**
 * The admin's Payments section: which provider takes the payments, live or test mode, and whether each wallet's
 * button can show on the shop's domain (Apple Pay needs it registered: npm run stripe:domains).
 */
export function PaymentsSection() {
  const status = usePaymentsStatus();
  const data = status.data;
  return (
    <SectionFrame
      id="admin-payments"
      title="Payments"
      aside={
        data ? (
          <span className="rounded-full bg-tea-900 px-3 py-1 text-sm font-bold text-cream-50">
            {data.mode === 'live' ? 'Live mode' : 'Test mode'}
          </span>
        ) : null
      }
    >
      {status.isError ? (
        <p role="alert" className="mt-3 text-berry-700">
          The payment settings could not be read. Please try again.
        </p>
      ) : !data ? (
        <p className="mt-3 text-tea-700">Loading…</p>
      ) : (
        <>
          <div className="mt-3">
            <PublicUrlWarning warning={data.publicUrlWarning} />
          </div>
          <dl className="mt-3 grid gap-1 text-tea-900 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">Provider</dt>
            <dd>{data.provider === 'stripe' ? 'Stripe' : 'Sandbox (no real payments)'}</dd>
            <dt className="font-semibold">Domain</dt>
            <dd className="[overflow-wrap:anywhere]">{data.domain}</dd>
          </dl>
          <ul aria-label="Wallets" className="mt-4 grid gap-2 sm:grid-cols-3">
            {data.wallets.map((wallet) => (
              <li key={wallet.wallet} className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
                <p className="font-bold">{wallet.wallet}</p>
                <p className="mt-1">
                  <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusTone[wallet.status]}`}>
                    {STATUS_WORDS[wallet.status]}
                  </span>
                </p>
                {wallet.message ? <p className="mt-1 text-sm text-tea-700">{wallet.message}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionFrame>
  );
}

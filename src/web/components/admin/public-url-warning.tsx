import { TriangleAlert } from 'lucide-react';

/**
 * The server's word that PUBLIC_URL is a loopback address (only the shop's own computer can open it), with what to do:
 * on the printers page, whose CloudPRNT URLs are built on it, and on /admin/payments, whose checkouts send phones to it.
 */
export function PublicUrlWarning({ warning }: { warning: string | null | undefined }) {
  if (!warning) return null;
  return (
    <p
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-tea-900 ring-1 ring-amber-500/40 [overflow-wrap:anywhere]"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <span>
        <span className="font-bold">Phones and printers cannot reach this address. </span>
        {warning}
      </span>
    </p>
  );
}

import type { TillReadersAnswer } from '@domain/contracts/till';
import { formatPounds } from '@domain/money';
import { chargeText } from '@domain/till';
import { CreditCard } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { inputClasses } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { TestCards } from '../../../components/test-cards';
import { cn } from '../../../lib/cn';
import { useTillReaders } from '../api/till-sales';
import type { TillSale } from '../hooks/use-till-sale';

/** How often a sale waiting for a real reader's card is read again. */
const POLL_MS = 1_500;
/** The reader this till charges on, kept on the device. */
const READER_KEY = 'pearl.till.reader';

/**
 * Card on the reader: Charge £X.XX sends the sale's payment to the reader. With the sandbox, the Sandbox reader
 * dialog stands for it: staff tap one of the test cards. With Stripe, the payment goes to the reader chosen here, and
 * the till reads the sale until the provider's event says paid or declined (in test mode, test cards are handed to
 * Stripe's simulated reader from here). A declined card leaves the sale unpaid, with the reader's message, Try again
 * and Cash.
 */
export function CardPanel({ sale }: { sale: TillSale }) {
  const readers = useTillReaders();
  const data = readers.data;
  const [readerId, setReaderId] = useState(() =>
    typeof localStorage === 'undefined' ? '' : (localStorage.getItem(READER_KEY) ?? ''),
  );
  const stripe = data?.provider === 'stripe';
  const chosen = stripe ? data.readers.find((reader) => reader.id === readerId)?.id : undefined;
  const waiting = sale.card?.waiting === true;
  const { poll } = sale;
  useEffect(() => {
    if (!waiting || !stripe) return;
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, stripe, poll]);
  if (!data) return null;
  const charge = () => void sale.charge(chosen);
  return (
    <>
      {stripe ? (
        <ReaderChoice
          readers={data}
          value={chosen ?? ''}
          onChange={(id) => {
            localStorage.setItem(READER_KEY, id);
            setReaderId(id);
          }}
        />
      ) : null}
      <Button
        variant="accent"
        size="lg"
        className="h-14 w-full text-lg"
        disabled={!sale.hasItems || sale.busy || (stripe && !chosen)}
        onClick={charge}
      >
        <CreditCard aria-hidden className="size-6" />
        {chargeText(sale.price.total)}
      </Button>
      {sale.card && !stripe ? <SandboxReader sale={sale} onCharge={charge} /> : null}
      {sale.card && stripe ? (
        <div role="status" className="rounded-2xl bg-white p-3 text-lg font-semibold">
          {sale.card.message ?? 'Waiting for the card on the reader…'}
          {sale.card.message ? (
            <ReaderChoices sale={sale} onCharge={charge} />
          ) : data.testCards ? (
            <TestCards className="mt-2" busy={sale.busy} onTap={(card) => sale.tap(card, chosen)} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function ReaderChoice({
  readers,
  value,
  onChange,
}: {
  readers: TillReadersAnswer;
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  if (readers.readers.length === 0)
    return <p className="text-tea-800">No card reader yet: an Owner registers one on Payments.</p>;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-tea-800">
        Card reader
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, 'h-12')}
      >
        <option value="">Choose a reader</option>
        {readers.readers.map((reader) => (
          <option key={reader.id} value={reader.id}>
            {reader.label} ({reader.status === 'online' ? 'online' : 'offline'})
          </option>
        ))}
      </select>
    </div>
  );
}

/** After a declined card: Try again sends the same payment to the reader; Cash goes back to the cash given. */
function ReaderChoices({ sale, onCharge }: { sale: TillSale; onCharge: () => void }) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-2">
      <Button size="lg" className="h-14" disabled={sale.busy} onClick={onCharge}>
        Try again
      </Button>
      <Button variant="secondary" size="lg" className="h-14" onClick={sale.stopCard}>
        Cash
      </Button>
    </div>
  );
}

/** The Sandbox reader: the amount to pay, and the test cards to tap; or what the reader said of the last one. */
function SandboxReader({ sale, onCharge }: { sale: TillSale; onCharge: () => void }) {
  const titleId = useId();
  const message = sale.card?.message ?? null;
  return (
    <ModalDialog labelledBy={titleId} onClose={sale.stopCard} alert className="max-w-md">
      <h2 id={titleId} className="font-display text-2xl font-bold text-tea-900">
        Sandbox reader
      </h2>
      <p className="mt-1 text-3xl font-bold tabular-nums">{formatPounds(sale.price.total)}</p>
      {message ? (
        <>
          <p role="alert" className="mt-3 rounded-xl bg-berry-50 px-3 py-2 text-lg font-semibold text-berry-700">
            {message}
          </p>
          <ReaderChoices sale={sale} onCharge={onCharge} />
        </>
      ) : (
        <>
          <p className="mt-3 text-tea-800">Tap a test card on the reader:</p>
          <TestCards className="mt-2" busy={sale.busy} onTap={(card) => sale.tap(card)} />
          <Button variant="ghost" className="mt-3 w-full" onClick={sale.stopCard}>
            Cancel
          </Button>
        </>
      )}
    </ModalDialog>
  );
}

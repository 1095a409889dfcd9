import { basketLineView } from '@domain/basket-line';
import { formatPounds } from '@domain/money';
import { sizeCode } from '@domain/sizes';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { inputClasses } from '../../../components/form-field';
import { SaleTotals } from '../../../components/sale-totals';
import { cn } from '../../../lib/cn';
import type { KioskOrder } from '../hooks/use-kiosk-order';
import { KioskStampCard } from './kiosk-stamp-card';

/**
 * The customer's order so far: its lines (each with Remove), the total, the name for the cups, the stamp card (and its
 * free drink), and Pay.
 */
export function KioskBasket({ order }: { order: KioskOrder }) {
  const titleId = useId();
  const nameId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-display text-3xl font-bold text-tea-900">
        Your order
      </h2>
      {order.lines.length === 0 ? (
        <p className="rounded-2xl bg-white/70 p-4 text-xl text-tea-800">Choose a drink to start.</p>
      ) : (
        <ul aria-label="Your order" className="grid gap-2">
          {order.lines.map((line) => {
            const view = basketLineView(line);
            return (
              <li
                key={`${line.id} ${line.size} ${view.optionSummary}`}
                className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-bold text-tea-900">
                    {view.quantity} × {line.name} ({sizeCode(line.size)})
                  </span>
                  {view.optionSummary ? (
                    <span className="block text-base text-tea-700">{view.optionSummary}</span>
                  ) : null}
                </span>
                <span className="text-lg font-semibold tabular-nums">{formatPounds(view.lineTotal)}</span>
                <Button
                  variant="secondary"
                  className="size-14 shrink-0 rounded-2xl p-0"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => order.remove(line)}
                >
                  <X aria-hidden className="size-7" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <SaleTotals price={order.price} large />
      <div>
        <label htmlFor={nameId} className="text-lg font-semibold text-tea-800">
          Your name for the cup (optional)
        </label>
        <input
          id={nameId}
          autoComplete="off"
          maxLength={100}
          value={order.cupName}
          onChange={(event) => order.setCupName(event.target.value)}
          className={cn(inputClasses, 'h-14 text-xl')}
        />
      </div>
      <KioskStampCard order={order} />
      <Button size="lg" className="h-18 text-2xl" disabled={order.lines.length === 0 || order.busy} onClick={order.pay}>
        {order.busy ? 'One moment…' : `Pay ${formatPounds(order.price.total)}`}
      </Button>
    </section>
  );
}

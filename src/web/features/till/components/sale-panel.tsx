import type { BasketLine } from '@domain/basket';
import type { AwaitingOrder } from '@domain/contracts/kiosk';
import { basketLineView } from '@domain/basket-line';
import { formatPounds } from '@domain/money';
import { sizeCode } from '@domain/sizes';
import { changeText } from '@domain/till';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { inputClasses } from '../../../components/form-field';
import { SaleTotals } from '../../../components/sale-totals';
import { cn } from '../../../lib/cn';
import type { TillSale } from '../hooks/use-till-sale';
import { CardPanel } from './card-panel';
import { CashPanel } from './cash-panel';
import { StampCardControl } from './stamp-card-control';

/** The sale: its lines (a tap opens the drink's options), the totals priced live, the deals, the cup's name, cash. */
export function SalePanel({ sale, onLine }: { sale: TillSale; onLine: (line: BasketLine) => void }) {
  const titleId = useId();
  if (sale.done) return <SaleDone sale={sale} />;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 lg:h-full">
      <h2 id={titleId} className="font-display text-2xl font-bold text-tea-900">
        Sale
      </h2>
      {/*
       * On a tablet the lines and the sale's details scroll here and the totals and the ways to pay stay pinned under
       * them, so Charge and the cash buttons are in sight however long the sale. The inner box's size comes from the
       * panel, never from what it holds, and it is no flexbox's item: a line coming or going lays out that box alone,
       * not the totals and buttons under it. The margin and padding keep the lines' rings and focus outlines inside its
       * clip.
       */}
      <div className="-m-2 lg:min-h-24 lg:flex-1">
        <div className="flex flex-col gap-3 p-2 lg:h-full lg:overflow-y-auto lg:contain-strict">
          <SaleLines sale={sale} onLine={onLine} />
          <SaleContacts sale={sale} />
          <StampCardControl
            card={sale.stampCard}
            freeDrink={sale.freeDrink}
            fixed={sale.orderId !== null}
            hidden={sale.awaiting !== null}
            onCard={sale.setStampCard}
            onFreeDrink={sale.setFreeDrink}
          />
        </div>
      </div>
      <div role="status" className="empty:hidden">
        {sale.nudges.length ? (
          <ul className="grid gap-1">
            {sale.nudges.map((nudge) => (
              <li
                key={nudge.promotionId}
                className="rounded-xl bg-berry-50 px-3 py-2 text-sm font-semibold text-berry-700"
              >
                {nudge.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <SaleTotals price={sale.price} />
      <CashPanel sale={sale} />
      <CardPanel sale={sale} />
      {sale.orderId ? (
        <Button variant="ghost" className="h-12" onClick={sale.newSale}>
          Start over (the sale stays unpaid)
        </Button>
      ) : null}
      {sale.error ? (
        <p role="alert" className="rounded-xl bg-berry-50 px-3 py-2 font-semibold text-berry-700">
          {sale.error}
        </p>
      ) : null}
    </section>
  );
}

/** The sale's lines, a kiosk order's being paid, or what to do first. */
function SaleLines({ sale, onLine }: { sale: TillSale; onLine: (line: BasketLine) => void }) {
  if (sale.awaiting) return <AwaitingLines order={sale.awaiting} />;
  if (sale.lines.length === 0)
    return <p className="rounded-2xl bg-white/60 p-4 text-lg text-tea-800">Tap a drink to start a sale.</p>;
  return (
    <ul aria-label="Sale lines" className="grid gap-2">
      {sale.lines.map((line) => {
        const view = basketLineView(line);
        return (
          <li key={`${line.id} ${line.size} ${view.optionSummary}`} className="flex items-stretch gap-2">
            <button
              type="button"
              onClick={() => onLine(line)}
              className="flex min-h-14 flex-1 items-center justify-between gap-3 rounded-2xl bg-white px-3 py-2 text-left ring-1 ring-tea-900/10 active:bg-cream-200"
            >
              <span className="min-w-0">
                <span className="block font-bold text-tea-900">
                  {view.quantity} × {line.name} ({sizeCode(line.size)})
                </span>
                {view.optionSummary ? <span className="block text-sm text-tea-700">{view.optionSummary}</span> : null}
              </span>
              <span className="font-semibold tabular-nums">{formatPounds(view.lineTotal)}</span>
            </button>
            <Button
              variant="secondary"
              className="h-auto min-h-14 w-14 shrink-0 rounded-2xl p-0"
              aria-label={`Remove ${line.name}`}
              onClick={() => sale.remove(line)}
            >
              <X aria-hidden className="size-6" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The cup's name, and the address for the receipt and the stamps (the stamp card's own when one is on the sale). */
function SaleContacts({ sale }: { sale: TillSale }) {
  const nameId = useId();
  const emailId = useId();
  return (
    <div className="grid grid-cols-2 gap-2">
      <div>
        <label htmlFor={nameId} className="text-sm font-semibold text-tea-800">
          Name for the cup (optional)
        </label>
        <input
          id={nameId}
          autoComplete="off"
          value={sale.cupName}
          onChange={(event) => sale.setCupName(event.target.value)}
          className={cn(inputClasses, 'h-12')}
        />
      </div>
      {sale.stampCard ? (
        <p className="self-end text-sm text-tea-800">The receipt and the stamps go to the stamp card’s address.</p>
      ) : (
        <div>
          <label htmlFor={emailId} className="text-sm font-semibold text-tea-800">
            E-mail for receipt and stamps (optional)
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={sale.email}
            onChange={(event) => sale.setEmail(event.target.value)}
            className={cn(inputClasses, 'h-12')}
          />
        </div>
      )}
    </div>
  );
}

/** A kiosk order being paid at the counter: what the customer ordered, as the server recorded and priced it. */
function AwaitingLines({ order }: { order: AwaitingOrder }) {
  return (
    <div className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <p className="font-semibold text-tea-800">
        Kiosk order <span className="font-bold text-tea-900">{order.reference}</span>
        {order.cupName ? ` for ${order.cupName}` : ''}
      </p>
      <ul aria-label="Kiosk order lines" className="mt-1 grid gap-1">
        {order.items.map((item, index) => (
          <li key={index}>
            <span className="font-bold">
              {item.quantity} × {item.name} ({sizeCode(item.size)})
            </span>
            {item.options?.length ? (
              <span className="block text-sm text-tea-700">{item.options.join(', ')}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sale just completed: its number, large, for the barista to call and the customer to read; and the change. */
function SaleDone({ sale }: { sale: TillSale }) {
  const done = sale.done!;
  return (
    <section
      aria-label="Sale complete"
      className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center ring-1 ring-tea-900/10"
    >
      <p role="status" className="grid gap-1">
        <span className="text-xl font-semibold text-tea-800">Order</span>
        <span className="font-display text-8xl font-bold text-tea-900 tabular-nums" data-till-number>
          {done.orderNumber}
        </span>
        <span className="text-xl font-semibold text-tea-800">
          Paid {formatPounds(done.total)} · {done.paymentMethod}
        </span>
        {done.change !== null ? (
          <span className="text-3xl font-bold text-tea-900 tabular-nums">{changeText(done.change)}</span>
        ) : null}
      </p>
      <Button size="lg" className="h-16 w-full text-xl" onClick={sale.newSale}>
        New sale
      </Button>
    </section>
  );
}

import { formatPounds, parsePounds } from '@domain/money';
import { CASH_NOTES, changeText } from '@domain/till';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { inputClasses } from '../../../components/form-field';
import { cn } from '../../../lib/cn';
import type { TillSale } from '../hooks/use-till-sale';

/**
 * Cash: the amount given typed, or tapped (£5, £10, £20, Exact), the change to give, and Complete. Each button is a
 * tablet's thumb wide; the change is said aloud as it changes.
 */
export function CashPanel({ sale }: { sale: TillSale }) {
  const amountId = useId();
  const [typed, setTyped] = useState<{ key: string; text: string } | null>(null);
  const text =
    typed?.key === sale.key ? typed.text : sale.tendered === null ? '' : formatPounds(sale.tendered).slice(1);
  const total = sale.price.total;
  const pick = (pence: number) => {
    setTyped(null);
    sale.setTendered(pence);
  };
  const canComplete = sale.hasItems && sale.change !== null && !sale.busy;
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-4 gap-2">
        {CASH_NOTES.map((note) => (
          <Button
            key={note}
            variant="secondary"
            size="lg"
            className="h-14 px-2 aria-pressed:bg-tea-900 aria-pressed:text-white aria-pressed:ring-tea-900"
            aria-pressed={sale.tendered === note}
            disabled={!sale.hasItems}
            onClick={() => pick(note)}
          >
            {formatPounds(note).replace('.00', '')}
          </Button>
        ))}
        <Button
          variant="secondary"
          size="lg"
          className="h-14 px-2 aria-pressed:bg-tea-900 aria-pressed:text-white aria-pressed:ring-tea-900"
          aria-pressed={sale.tendered === total && sale.hasItems}
          disabled={!sale.hasItems}
          onClick={() => pick(total)}
        >
          Exact
        </Button>
      </div>
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={amountId} className="text-sm font-semibold text-tea-800">
            Cash given (£)
          </label>
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={!sale.hasItems}
            onChange={(event) => {
              setTyped({ key: sale.key, text: event.target.value });
              sale.setTendered(parsePounds(event.target.value));
            }}
            className={cn(inputClasses, 'h-14 text-2xl tabular-nums')}
          />
        </div>
        <p role="status" aria-live="polite" className="min-w-36 pb-3 text-right text-xl font-bold tabular-nums">
          {sale.tendered === null || !sale.hasItems ? null : sale.change === null ? (
            <span className="text-berry-700">{formatPounds(total - sale.tendered)} short</span>
          ) : (
            <span className="text-tea-900">{changeText(sale.change)}</span>
          )}
        </p>
      </div>
      <Button size="lg" className="h-16 text-xl" disabled={!canComplete} onClick={sale.complete}>
        {sale.busy ? 'Completing…' : 'Complete'}
      </Button>
    </div>
  );
}

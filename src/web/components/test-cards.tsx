import { SANDBOX_READER_CARDS } from '@domain/till';
import { Button } from './button';
import { cn } from '../lib/cn';

/**
 * The README's test cards, each a tap on a card reader (the Sandbox reader, or Stripe's simulated one): at the till,
 * and `large` at the kiosk, where a customer taps them at arm's length.
 */
export function TestCards({
  busy,
  onTap,
  large = false,
  className,
}: {
  busy: boolean;
  onTap: (card: string) => void;
  large?: boolean;
  className?: string;
}) {
  return (
    <ul aria-label="Test cards" className={cn('grid gap-2', className)}>
      {SANDBOX_READER_CARDS.map((card) => (
        <li key={card.number}>
          <Button
            variant="secondary"
            size="lg"
            className={cn(
              'w-full justify-between',
              large ? 'h-auto min-h-16 flex-wrap gap-x-4 gap-y-0 py-2 text-xl' : 'h-14',
            )}
            disabled={busy}
            onClick={() => onTap(card.number)}
          >
            <span className="tabular-nums">{card.number}</span>
            <span className={cn('text-tea-700', large ? 'text-base' : 'text-sm')}>{card.outcome}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

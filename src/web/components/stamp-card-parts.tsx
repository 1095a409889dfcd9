import type { StampCardLookupAnswer } from '@domain/contracts/till';
import { stampsLabel } from '@domain/stamp-card';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClasses, textState } from './form-field';

/** A found stamp card's code and its stamps ("Stamps: 4 of 9"), the kiosk's larger than the till's. */
export function StampCardSummary({ card, large = false }: { card: StampCardLookupAnswer; large?: boolean }) {
  return (
    <p className="grid">
      <span className={cn('font-bold text-tea-900', large && 'text-xl')}>Stamp card {card.code}</span>
      <span className={cn('font-semibold text-tea-800', large && 'text-xl')}>{stampsLabel(card)}</span>
    </p>
  );
}

/**
 * The counter code's field (the till's and the kiosk's): no suggestions or spelling help, capitals as the code is
 * printed, and why a code was refused tied to it for a screen reader.
 */
export function StampCodeInput({
  id,
  typed,
  setTyped,
  error,
  className,
  ...props
}: {
  id: string;
  typed: string;
  setTyped: (typed: string) => void;
  error: string | null;
  className: string;
} & Pick<ComponentProps<'input'>, 'maxLength'>) {
  return (
    <input
      id={id}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="K7F3-QXWA"
      {...textState(typed, setTyped)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={cn(inputClasses, 'font-mono uppercase', className)}
      {...props}
    />
  );
}

import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';

/**
 * A quantity picker: "Decrease quantity", the number, "Increase quantity". Never below its minimum (1 unless given).
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = 'Quantity',
  maxHint,
  className,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
  /** Said (and shown) when the value reaches max, e.g. why no more can be added. */
  maxHint?: string;
  className?: string;
}) {
  const hintId = useId();
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  const stepClasses =
    'inline-flex size-12 items-center justify-center rounded-full bg-white text-tea-800 ring-1 ring-inset ring-tea-400/60 ' +
    'transition-colors hover:bg-cream-200 disabled:opacity-45 disabled:hover:bg-white';
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex flex-wrap items-center justify-center gap-3', className)}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={atMin}
        onClick={() => onChange(Math.max(min, value - 1))}
        className={stepClasses}
      >
        <Minus aria-hidden className="size-5" />
      </button>
      <output
        aria-live="polite"
        className="min-w-12 text-center font-display text-3xl font-extrabold tabular-nums text-tea-900"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        // aria-disabled rather than disabled: the button keeps focus at the limit, and its hint is read.
        aria-disabled={atMax || undefined}
        aria-describedby={atMax && maxHint ? hintId : undefined}
        onClick={() => (atMax ? undefined : onChange(max === undefined ? value + 1 : Math.min(max, value + 1)))}
        className={cn(
          stepClasses,
          'aria-disabled:cursor-not-allowed aria-disabled:opacity-45 aria-disabled:hover:bg-white',
        )}
      >
        <Plus aria-hidden className="size-5" />
      </button>
      {atMax && maxHint ? (
        <p id={hintId} className="basis-full text-center text-sm font-medium text-berry-700">
          {maxHint}
        </p>
      ) : null}
    </div>
  );
}

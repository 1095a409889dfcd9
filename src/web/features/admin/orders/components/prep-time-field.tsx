import { canEditPrepTime, parsePrepTime } from '@domain/order-status';
import type { StaffOrder } from '@domain/staff-orders';
import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { inputClasses } from '../../components/form-field';
import { cn } from '../../../../lib/cn';
import { useChangeOrder } from '../api/change-order';

/** Changes are sent this long after the last key press: one save per pause, not one per digit. */
export const PREP_TIME_SAVE_DELAY_MS = 400;

/**
 * Spec §4: prep time in minutes, editable only while pending or confirmed, a number of at least 0, saved on each
 * change (after a short pause in typing); shows whether it was saved. The text lives in the order card, so
 * 'Confirm & Notify' tells the customer the time staff see even before it is saved.
 */
export function PrepTimeField({ order, text, setText }: { order: StaffOrder; text: string; setText: (text: string) => void }) {
  const editable = canEditPrepTime(order);
  const change = useChangeOrder(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const focused = useRef(false);
  const id = `prep-time-${order.id}`;

  // A change made elsewhere (another screen, another instance) shows here unless someone is typing in this field.
  useEffect(() => {
    if (!focused.current) setText(order.prepTime === null ? '' : String(order.prepTime));
  }, [order.prepTime, setText]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setText(next);
    setSaved(false);
    window.clearTimeout(timer.current);
    if (next.trim() === '') {
      setProblem(null);
      return;
    }
    const minutes = parsePrepTime(next);
    if (minutes === null) {
      setProblem('Enter a whole number of minutes, 0 or more.');
      return;
    }
    setProblem(null);
    timer.current = window.setTimeout(() => {
      if (minutes === order.prepTime) return setSaved(true);
      change.mutate({ action: 'prep-time', prepTime: minutes }, { onSuccess: () => setSaved(true) });
    }, PREP_TIME_SAVE_DELAY_MS);
  };

  if (!editable) {
    return (
      <p className="text-sm">
        <span className="font-semibold">Prep time:</span> {order.prepTime === null ? 'not set' : `${order.prepTime} min`}
      </p>
    );
  }

  const error = problem ?? (change.isError ? change.error.message : null);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        Prep time (minutes)
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={text}
          placeholder="e.g. 10"
          onFocus={() => (focused.current = true)}
          onBlur={() => (focused.current = false)}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-state`}
          className={cn(inputClasses, 'mt-0 w-28')}
        />
        <span id={`${id}-state`} role="status" className={cn('text-sm', error ? 'font-medium text-berry-700' : 'text-tea-700')}>
          {error ? (
            error
          ) : change.isPending ? (
            <span className="inline-flex items-center gap-1">
              <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" /> Saving…
            </span>
          ) : saved ? (
            <span className="inline-flex items-center gap-1 text-matcha-700">
              <Check aria-hidden className="size-4" /> Saved
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
}

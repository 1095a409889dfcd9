import { orderLabel } from '@domain/order-number';
import { canEditPrepTime, parsePrepTime } from '@domain/order-status';
import type { StaffOrder } from '@domain/staff-orders';
import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../../components/toast';
import { inputClasses } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import { useChangeOrder } from '../api/change-order';

/** Changes are sent this long after the last key press: one save per pause, not one per digit. */
export const PREP_TIME_SAVE_DELAY_MS = 400;

/**
 * The prep time in minutes, editable only while pending or confirmed, a number of at least 0, saved on each
 * change (after a short pause in typing, at once when the field loses focus, and before the card goes away); shows
 * whether it was saved. The text lives in the order card, so 'Confirm & Notify' tells the customer the time staff see
 * even before it is saved.
 */
export function PrepTimeField({
  order,
  text,
  setText,
}: {
  order: StaffOrder;
  text: string;
  setText: (text: string) => void;
}) {
  const saving = usePrepTimeSaving(order, setText);
  const id = `prep-time-${order.id}`;
  if (!canEditPrepTime(order)) return <PrepTimeReadOnly prepTime={order.prepTime} saveError={saving.saveError} />;

  const error = saving.problem ?? saving.saveError;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Prep time<span className="sr-only"> (minutes)</span>
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={text}
          placeholder="e.g. 10"
          onFocus={saving.onFocus}
          onBlur={saving.onBlur}
          onChange={(event) => saving.onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-state`}
          className={cn(inputClasses, 'mt-0 w-24 py-1.5')}
        />
        <span aria-hidden className="text-sm text-tea-700">
          min
        </span>
        <span
          id={`${id}-state`}
          role="status"
          className={cn('text-sm', error ? 'font-medium text-berry-700' : 'text-tea-700')}
        >
          <SaveState error={error} pending={saving.pending} saved={saving.saved} />
        </span>
      </div>
    </div>
  );
}

/**
 * Saving the prep time: a change typed is sent after a short pause, at once when the field loses focus, and before
 * the card or the page goes away; a change made elsewhere shows unless one is being typed here.
 */
function usePrepTimeSaving(order: StaffOrder, setText: (text: string) => void) {
  const change = useChangeOrder(order.id);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  /** Minutes typed but not sent yet; null when nothing waits. */
  const unsent = useRef<number | null>(null);
  const focused = useRef(false);
  const mounted = useRef(false);

  /** Sends the waiting change now, if there is one. */
  const flush = () => {
    window.clearTimeout(timer.current);
    const minutes = unsent.current;
    unsent.current = null;
    if (minutes === null) return;
    if (minutes === order.prepTime) {
      if (mounted.current) setSaved(true);
      return;
    }
    // mutateAsync, not mutate: its promise settles even when the card has gone, so a late failure is still told.
    change.mutateAsync({ action: 'prep-time', prepTime: minutes }).then(
      () => {
        if (mounted.current) setSaved(true);
      },
      (error: Error) => {
        // While the card is on screen the field shows the error below; once it has gone, a toast is the only way.
        if (!mounted.current)
          toast({ title: `The prep time of order ${orderLabel(order)} was not saved.`, description: error.message });
      },
    );
  };

  // The unmount clean-up below needs the flush of the latest render (its order, its mutation), not the first one.
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  });
  // Leaving the page, the order leaving a search, or the tab closing or reloading must not lose a change typed just
  // before: send it, never drop it.
  useEffect(() => {
    mounted.current = true;
    const onPageHide = () => latestFlush.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      mounted.current = false;
      latestFlush.current();
    };
  }, []);

  // A change made elsewhere (another screen, another instance) shows here unless someone is typing in this field or
  // a change typed here is still waiting to be sent.
  useEffect(() => {
    if (!focused.current && unsent.current === null) setText(order.prepTime === null ? '' : String(order.prepTime));
  }, [order.prepTime, setText]);

  const onChange = (next: string) => {
    setText(next);
    setSaved(false);
    // A new value replaces the one that failed; its own save will say how it went.
    if (change.isError) change.reset();
    window.clearTimeout(timer.current);
    unsent.current = null;
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
    unsent.current = minutes;
    timer.current = window.setTimeout(() => latestFlush.current(), PREP_TIME_SAVE_DELAY_MS);
  };

  return {
    onChange,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      flush();
    },
    problem,
    saved,
    pending: change.isPending,
    // The last save failed: shown in the field while editable and, below, once the order can no longer be edited
    // (e.g. 'Mark as Completed' reached the server before the save did, which then met a 409).
    saveError: change.isError ? change.error.message : null,
  };
}

/** The prep time once it can no longer be changed, and whether the last change failed to save. */
function PrepTimeReadOnly({ prepTime, saveError }: { prepTime: number | null; saveError: string | null }) {
  return (
    <div>
      <p className="text-sm">
        <span className="font-semibold">Prep time:</span> {prepTime === null ? 'not set' : `${prepTime} min`}
      </p>
      {saveError ? (
        <p role="alert" className="text-sm font-medium text-berry-700">
          Your last prep time change was not saved: {saveError}
        </p>
      ) : null}
    </div>
  );
}

/** Beside the field: the error, Saving…, or Saved. */
function SaveState({ error, pending, saved }: { error: string | null; pending: boolean; saved: boolean }) {
  if (error) return <>{error}</>;
  if (pending) {
    return (
      <span className="inline-flex items-center gap-1">
        <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" /> Saving…
      </span>
    );
  }
  if (saved) {
    return (
      <span className="inline-flex items-center gap-1 text-matcha-700">
        <Check aria-hidden className="size-4" /> Saved
      </span>
    );
  }
  return null;
}

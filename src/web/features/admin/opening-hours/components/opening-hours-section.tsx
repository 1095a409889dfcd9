import { openingHoursSchema, WEEKDAY_NAMES, type DateException, type TimeRange } from '@domain/opening-hours-schema';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { OpeningSettingsAnswer } from '@domain/contracts/opening-hours';
import { Button } from '../../../../components/button';
import { inputClasses } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import { useToast } from '../../../../components/toast';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useChangeOpening, useOpeningSettings } from '../api/opening-settings';
import { SlotCapacityControl } from './slot-capacity-control';

type Weekly = TimeRange[][];
interface ExceptionDraft {
  date: string;
  closed: boolean;
  hours: TimeRange[];
  note: string;
}
type PendingDelete = { kind: 'range'; day: number; index: number } | { kind: 'exception'; index: number } | null;

const toDraft = (exception: DateException): ExceptionDraft =>
  exception.closed
    ? { date: exception.date, closed: true, hours: [], note: exception.note }
    : { date: exception.date, closed: false, hours: exception.hours, note: exception.note };

/** Monday first, as a shop's week reads; the schedule itself counts from Sunday (0). */
const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * On /admin: the **Opening hours** section. Staff edit each weekday's ranges and the date exceptions (closed
 * all day, or special hours, with a note); the shared schema validates before saving (close after open, no overlaps),
 * the server validates again and audits; deleting a range or an exception asks first.
 */
export function OpeningHoursSection() {
  const { data } = useOpeningSettings();
  if (!data) return null;
  return <OpeningHoursEditor initial={data} />;
}

function OpeningHoursEditor({ initial }: { initial: OpeningSettingsAnswer }) {
  const { data = initial } = useOpeningSettings();
  const change = useChangeOpening();
  const toast = useToast();
  const [weekly, setWeekly] = useState<Weekly>(() => initial.weekly.map((day) => day.map((range) => ({ ...range }))));
  const [exceptions, setExceptions] = useState<ExceptionDraft[]>(() => initial.exceptions.map(toDraft));
  const [error, setError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  const setRange = (day: number, index: number, field: keyof TimeRange, value: string) =>
    setWeekly(
      weekly.map((ranges, d) =>
        d !== day ? ranges : ranges.map((r, i) => (i === index ? { ...r, [field]: value } : r)),
      ),
    );
  const setException = (index: number, patch: Partial<ExceptionDraft>) =>
    setExceptions(exceptions.map((e, i) => (i === index ? { ...e, ...patch } : e)));

  const save = () => {
    const parsed = openingHoursSchema.safeParse({
      weekly,
      exceptions: exceptions.map((e) =>
        e.closed
          ? { date: e.date, closed: true, note: e.note }
          : { date: e.date, closed: false, hours: e.hours, note: e.note },
      ),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please check the opening hours.';
      setError(message);
      toast({ title: 'The opening hours were not saved.', description: message });
      return;
    }
    setError(null);
    change.mutate(
      { action: 'hours', hours: parsed.data },
      {
        onSuccess: () => toast({ title: 'Opening hours saved.', tone: 'success' }),
        onError: (failure) => {
          setError(failure.message);
          toast({ title: 'The opening hours were not saved.', description: failure.message });
        },
      },
    );
  };

  const confirmDelete = () => {
    if (pendingDelete?.kind === 'range') {
      setWeekly(
        weekly.map((ranges, d) =>
          d === pendingDelete.day ? ranges.filter((_, i) => i !== pendingDelete.index) : ranges,
        ),
      );
    } else if (pendingDelete?.kind === 'exception') {
      setExceptions(exceptions.filter((_, i) => i !== pendingDelete.index));
    }
    setPendingDelete(null);
  };

  return (
    <section
      aria-labelledby="opening-hours"
      className="rounded-3xl bg-cream-50 p-4 shadow-sm ring-1 ring-tea-900/5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="opening-hours" className="font-display text-2xl font-bold">
          Opening hours
        </h2>
        <p className="text-sm font-semibold text-tea-800">Now: {data.status.text}</p>
      </div>
      <p className="mt-1 text-sm text-tea-700">
        Times in Europe/London. Use 24:00 to close at midnight. A day without ranges is closed.
      </p>

      <div className="mt-4 grid gap-3">
        {DAY_ORDER.map((day) => {
          const name = WEEKDAY_NAMES[day]!;
          const ranges = weekly[day] ?? [];
          return (
            <fieldset key={day} className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
              <legend className="px-1 font-semibold">{name}</legend>
              {ranges.length === 0 ? <p className="text-sm text-tea-700">Closed</p> : null}
              {ranges.map((range, index) => (
                <div key={index} className="mt-2 flex flex-wrap items-center gap-2">
                  <input
                    aria-label={`${name} range ${index + 1} opens`}
                    className={cn(inputClasses, 'mt-0 w-24')}
                    value={range.open}
                    inputMode="numeric"
                    onChange={(event) => setRange(day, index, 'open', event.target.value)}
                  />
                  <span aria-hidden>–</span>
                  <input
                    aria-label={`${name} range ${index + 1} closes`}
                    className={cn(inputClasses, 'mt-0 w-24')}
                    value={range.close}
                    inputMode="numeric"
                    onChange={(event) => setRange(day, index, 'close', event.target.value)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${name} range ${index + 1}`}
                    onClick={() => setPendingDelete({ kind: 'range', day, index })}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              ))}
              <Button
                className="mt-2"
                variant="ghost"
                size="sm"
                onClick={() =>
                  setWeekly(weekly.map((r, d) => (d === day ? [...r, { open: '10:00', close: '22:00' }] : r)))
                }
              >
                <Plus aria-hidden className="size-4" />
                Add a range on {name}
              </Button>
            </fieldset>
          );
        })}
      </div>

      <h3 className="mt-6 font-display text-xl font-bold">Date exceptions</h3>
      <div className="mt-2 grid gap-3">
        {exceptions.length === 0 ? <p className="text-sm text-tea-700">No exceptions.</p> : null}
        {exceptions.map((exception, index) => (
          <fieldset key={index} className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
            <legend className="px-1 font-semibold">Exception {index + 1}</legend>
            <div className="flex flex-wrap items-center gap-2">
              <input
                aria-label={`Exception ${index + 1} date`}
                type="date"
                className={cn(inputClasses, 'mt-0 w-44')}
                value={exception.date}
                onChange={(event) => setException(index, { date: event.target.value })}
              />
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  checked={exception.closed}
                  onChange={(event) =>
                    setException(index, {
                      closed: event.target.checked,
                      hours: event.target.checked ? [] : [{ open: '10:00', close: '16:00' }],
                    })
                  }
                />
                Closed all day
              </label>
              {!exception.closed
                ? exception.hours.map((range, r) => (
                    <span key={r} className="flex items-center gap-1">
                      <input
                        aria-label={`Exception ${index + 1} opens`}
                        className={cn(inputClasses, 'mt-0 w-24')}
                        value={range.open}
                        onChange={(event) =>
                          setException(index, {
                            hours: exception.hours.map((h, i) => (i === r ? { ...h, open: event.target.value } : h)),
                          })
                        }
                      />
                      <span aria-hidden>–</span>
                      <input
                        aria-label={`Exception ${index + 1} closes`}
                        className={cn(inputClasses, 'mt-0 w-24')}
                        value={range.close}
                        onChange={(event) =>
                          setException(index, {
                            hours: exception.hours.map((h, i) => (i === r ? { ...h, close: event.target.value } : h)),
                          })
                        }
                      />
                    </span>
                  ))
                : null}
              <input
                aria-label={`Exception ${index + 1} note`}
                placeholder="Note, e.g. Christmas Day"
                className={cn(inputClasses, 'mt-0 min-w-40 flex-1')}
                value={exception.note}
                onChange={(event) => setException(index, { note: event.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete exception ${index + 1}`}
                onClick={() => setPendingDelete({ kind: 'exception', index })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
          </fieldset>
        ))}
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setExceptions([...exceptions, { date: '', closed: true, hours: [], note: '' }])}
          >
            <Plus aria-hidden className="size-4" />
            Add a date exception
          </Button>
        </div>
      </div>

      {error ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-4">
        <Button onClick={save} disabled={change.isPending} aria-busy={change.isPending}>
          Save opening hours
        </Button>
      </div>

      <SlotCapacityControl capacity={data.capacity} />

      <ConfirmDeleteDialog
        what={pendingDelete?.kind === 'exception' ? 'date exception' : 'opening range'}
        name={
          pendingDelete?.kind === 'range'
            ? `${WEEKDAY_NAMES[pendingDelete.day]} range ${pendingDelete.index + 1}`
            : pendingDelete?.kind === 'exception'
              ? exceptions[pendingDelete.index]?.date || `Exception ${pendingDelete.index + 1}`
              : ''
        }
        open={pendingDelete !== null}
        pending={false}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

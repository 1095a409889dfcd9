import { openingHoursSchema, WEEKDAY_NAMES, type DateException, type TimeRange } from '@domain/opening-hours-schema';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { OpeningSettingsAnswer } from '@domain/contracts/opening-hours';
import { SHOP_TIME_ZONE } from '@domain/shop-time-zone';
import { Button } from '../../../../components/button';
import { useToast } from '../../../../components/toast';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { ConfirmDeleteDialog } from '../../../../components/admin/confirm-delete-dialog';
import { useChangeOpening, useOpeningSettings } from '../../../../lib/admin/opening-settings';
import { ExceptionRow, WeekdayRanges, type ExceptionDraft } from './opening-hours-rows';
import { SlotCapacityControl } from './slot-capacity-control';
import { AsapWaitControl } from './asap-wait-control';
import { CopyToEveryDay } from './copy-to-every-day';

type Weekly = TimeRange[][];
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
 * the server validates again and audits; deleting a range or an exception asks first. Copy to every day puts one
 * day's ranges on every day of the draft, once confirmed.
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

  const copyToEveryDay = (day: number) => {
    const ranges = weekly[day] ?? [];
    setWeekly(weekly.map(() => ranges.map((range) => ({ ...range }))));
    toast({
      title: `${WEEKDAY_NAMES[day]}’s hours copied to every day.`,
      description: 'Press Save opening hours to keep them.',
    });
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
    <SectionFrame
      id="opening-hours"
      title="Opening hours"
      aside={<p className="text-sm font-semibold text-tea-800">Now: {data.status.text}</p>}
    >
      <p className="mt-1 text-sm text-tea-700">
        Times in {SHOP_TIME_ZONE}. Use 24:00 to close at midnight. A day without ranges is closed.
      </p>

      <div className="mt-4 grid gap-3">
        {DAY_ORDER.map((day) => (
          <WeekdayRanges
            key={day}
            name={WEEKDAY_NAMES[day]!}
            ranges={weekly[day] ?? []}
            onChange={(ranges) => setWeekly(weekly.map((r, d) => (d === day ? ranges : r)))}
            onDelete={(index) => setPendingDelete({ kind: 'range', day, index })}
          />
        ))}
      </div>
      <CopyToEveryDay weekly={weekly} dayOrder={DAY_ORDER} onCopy={copyToEveryDay} />

      <h3 className="mt-6 font-display text-xl font-bold">Date exceptions</h3>
      <div className="mt-2 grid gap-3">
        {exceptions.length === 0 ? <p className="text-sm text-tea-700">No exceptions.</p> : null}
        {exceptions.map((exception, index) => (
          <ExceptionRow
            key={index}
            exception={exception}
            index={index}
            onChange={(patch) => setException(index, patch)}
            onDelete={() => setPendingDelete({ kind: 'exception', index })}
          />
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
        <Button onClick={save} busy={change.isPending}>
          Save opening hours
        </Button>
      </div>

      <SlotCapacityControl capacity={data.capacity} />
      <AsapWaitControl
        minutesPerDrink={data.minutesPerDrink}
        longestAsapWait={data.longestAsapWait}
        asapMinutes={data.status.pickup.asapMinutes}
      />

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
    </SectionFrame>
  );
}

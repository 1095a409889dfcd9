import { WEEKDAY_NAMES, type TimeRange } from '@domain/opening-hours-schema';
import { CopyCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { SelectField } from '../../../../components/form-field';

/** "10:00–14:00 and 17:00–22:00", or "closed" for a day without ranges. */
function rangesInWords(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return 'closed';
  return ranges.map((range) => `${range.open}–${range.close}`).join(' and ');
}

/**
 * **Copy to every day**: one day's ranges (Monday unless another is chosen) become every day's, once confirmed. Only
 * the editor's draft changes: Save opening hours still saves, so a copy made by mistake is undone by leaving the page.
 */
export function CopyToEveryDay({
  weekly,
  dayOrder,
  onCopy,
}: {
  weekly: readonly TimeRange[][];
  /** The days as the editor lists them (Monday first). */
  dayOrder: readonly number[];
  onCopy: (day: number) => void;
}) {
  const [day, setDay] = useState(dayOrder[0] ?? 1);
  const [asking, setAsking] = useState(false);
  const name = WEEKDAY_NAMES[day] ?? '';
  const hours = rangesInWords(weekly[day] ?? []);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <SelectField
        id="copy-day"
        label="Day to copy"
        value={day}
        onChange={(event) => setDay(Number(event.target.value))}
        frameClassName="w-44"
      >
        {dayOrder.map((option) => (
          <option key={option} value={option}>
            {WEEKDAY_NAMES[option]}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" className="mb-px" onClick={() => setAsking(true)}>
        <CopyCheck aria-hidden className="size-4" />
        Copy to every day
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Copy ${name}’s hours to every day?`}
        description={`Every day will be ${hours}, as ${name} is now. Nothing is saved until you press Save opening hours.`}
        onConfirm={() => {
          onCopy(day);
          setAsking(false);
        }}
        confirm="Copy to every day"
      />
    </div>
  );
}

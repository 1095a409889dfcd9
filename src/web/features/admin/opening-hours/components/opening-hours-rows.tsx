import type { TimeRange } from '@domain/opening-hours-schema';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/button';
import { inputClasses } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';

export interface ExceptionDraft {
  date: string;
  closed: boolean;
  hours: TimeRange[];
  note: string;
}

const timeClasses = cn(inputClasses, 'mt-0 w-24');

function TimeInput(props: { label: string; value: string; numeric: boolean; onChange: (value: string) => void }) {
  return (
    <input
      aria-label={props.label}
      className={timeClasses}
      value={props.value}
      inputMode={props.numeric ? 'numeric' : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** An opening time and a closing time, each labelled for who reads it aloud. */
function TimeRangeInputs({
  range,
  label,
  numeric = false,
  onChange,
}: {
  range: TimeRange;
  /** Before " opens" and " closes", e.g. "Monday range 1". */
  label: string;
  numeric?: boolean;
  onChange: (range: TimeRange) => void;
}) {
  return (
    <>
      <TimeInput
        label={`${label} opens`}
        value={range.open}
        numeric={numeric}
        onChange={(open) => onChange({ ...range, open })}
      />
      <span aria-hidden>–</span>
      <TimeInput
        label={`${label} closes`}
        value={range.close}
        numeric={numeric}
        onChange={(close) => onChange({ ...range, close })}
      />
    </>
  );
}

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden className="size-4" />
    </Button>
  );
}

/** One weekday: its ranges (none means closed), each with its delete button, and Add a range. */
export function WeekdayRanges({
  name,
  ranges,
  onChange,
  onDelete,
}: {
  name: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  onDelete: (index: number) => void;
}) {
  return (
    <fieldset className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <legend className="px-1 font-semibold">{name}</legend>
      {ranges.length === 0 ? <p className="text-sm text-tea-700">Closed</p> : null}
      {ranges.map((range, index) => (
        <div key={index} className="mt-2 flex flex-wrap items-center gap-2">
          <TimeRangeInputs
            range={range}
            label={`${name} range ${index + 1}`}
            numeric
            onChange={(changed) => onChange(ranges.map((r, i) => (i === index ? changed : r)))}
          />
          <DeleteButton label={`Delete ${name} range ${index + 1}`} onClick={() => onDelete(index)} />
        </div>
      ))}
      <Button
        className="mt-2"
        variant="ghost"
        size="sm"
        onClick={() => onChange([...ranges, { open: '10:00', close: '22:00' }])}
      >
        <Plus aria-hidden className="size-4" />
        Add a range on {name}
      </Button>
    </fieldset>
  );
}

/** One date exception: the date, Closed all day or its hours, a note, and its delete button. */
export function ExceptionRow({
  exception,
  index,
  onChange,
  onDelete,
}: {
  exception: ExceptionDraft;
  index: number;
  onChange: (patch: Partial<ExceptionDraft>) => void;
  onDelete: () => void;
}) {
  const label = `Exception ${index + 1}`;
  return (
    <fieldset className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <legend className="px-1 font-semibold">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label={`${label} date`}
          type="date"
          className={cn(inputClasses, 'mt-0 w-44')}
          value={exception.date}
          onChange={(event) => onChange({ date: event.target.value })}
        />
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={exception.closed}
            onChange={(event) =>
              onChange({
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
                <TimeRangeInputs
                  range={range}
                  label={label}
                  onChange={(changed) => onChange({ hours: exception.hours.map((h, i) => (i === r ? changed : h)) })}
                />
              </span>
            ))
          : null}
        <input
          aria-label={`${label} note`}
          placeholder="Note, e.g. Christmas Day"
          className={cn(inputClasses, 'mt-0 min-w-40 flex-1')}
          value={exception.note}
          onChange={(event) => onChange({ note: event.target.value })}
        />
        <DeleteButton label={`Delete exception ${index + 1}`} onClick={onDelete} />
      </div>
    </fieldset>
  );
}

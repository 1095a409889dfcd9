import { longestAsapWaitSchema, minutesPerDrinkSchema } from '@domain/asap-wait-schema';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { Button } from '../../../../components/button';
import { CheckboxField, TextField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useChangeOpening } from '../api/opening-settings';

const minutesText = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

/** The field's number, or the schema's refusal in words. */
function parseMinutes<T>(
  schema: ZodType<T>,
  text: string,
  fallback: string,
): { ok: true; value: T } | { ok: false; message: string } {
  const parsed = schema.safeParse(text.trim() === '' ? Number.NaN : Number(text));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? fallback };
}

/**
 * In /admin's Opening hours section, beside the slot capacity: how the ASAP wait is built. **Minutes per drink** (one
 * barista's minutes over one cup; 2 by default) times the cups paid and not yet ready, shared by the baristas on shift
 * (set on /orders), never below the prep time; and an optional **Longest ASAP wait** (off by default): beyond it the
 * storefront offers the earliest slot that fits instead of ASAP, and the server refuses ASAP (PUT /api/admin/asap-wait,
 * audited).
 */
export function AsapWaitControl({
  minutesPerDrink,
  longestAsapWait,
  asapMinutes,
}: {
  minutesPerDrink: number;
  longestAsapWait: number | null;
  asapMinutes: number;
}) {
  const change = useChangeOpening();
  const toast = useToast();
  const [perDrink, setPerDrink] = useState(String(minutesPerDrink));
  const [limited, setLimited] = useState(longestAsapWait !== null);
  const [longest, setLongest] = useState(String(longestAsapWait ?? 45));
  const [perDrinkError, setPerDrinkError] = useState<string | undefined>();
  const [longestError, setLongestError] = useState<string | undefined>();

  const refuse = (message: string) => toast({ title: 'The ASAP wait was not saved.', description: message });

  const save = () => {
    const drink = parseMinutes(minutesPerDrinkSchema, perDrink, 'Please enter the minutes per drink.');
    const ceiling = limited
      ? parseMinutes(longestAsapWaitSchema, longest, 'Please enter the longest ASAP wait in minutes.')
      : ({ ok: true, value: null } as const);
    setPerDrinkError(drink.ok ? undefined : drink.message);
    setLongestError(ceiling.ok ? undefined : ceiling.message);
    if (!drink.ok) return refuse(drink.message);
    if (!ceiling.ok) return refuse(ceiling.message);
    change.mutate(
      { action: 'asap-wait', minutesPerDrink: drink.value, longestAsapWait: ceiling.value },
      {
        onSuccess: () =>
          toast({
            title: `ASAP wait saved: ${minutesText(drink.value)} per drink, ${
              ceiling.value === null ? 'no longest wait' : `longest ${ceiling.value} min`
            }.`,
            tone: 'success',
          }),
        onError: (failure) => {
          // The server names the setting it refused.
          if (/longest/i.test(failure.message)) setLongestError(failure.message);
          else setPerDrinkError(failure.message);
          refuse(failure.message);
        },
      },
    );
  };

  return (
    <fieldset className="mt-6 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <legend className="px-1 font-display text-xl font-bold">ASAP wait</legend>
      <p className="text-sm text-tea-700">
        Now {minutesText(minutesPerDrink)} per drink;{' '}
        {longestAsapWait === null
          ? 'no longest wait: ASAP is always offered while open.'
          : `ASAP is offered up to ${longestAsapWait} min.`}{' '}
        ASAP estimate now {asapMinutes} min.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          id="minutes-per-drink"
          label="Minutes per drink"
          hint="One barista's minutes for one cup."
          frameClassName="w-56"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          value={perDrink}
          error={perDrinkError}
          onChange={(event) => setPerDrink(event.target.value)}
        />
      </div>
      <CheckboxField
        id="longest-asap-wait-on"
        label="Stop offering ASAP beyond a wait"
        className="mt-3"
        checked={limited}
        onChange={(event) => setLimited(event.target.checked)}
      />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          id="longest-asap-wait"
          label="Longest ASAP wait"
          hint="Minutes; beyond it customers choose a pickup time."
          frameClassName="w-56"
          type="number"
          inputMode="numeric"
          min={5}
          max={240}
          step={1}
          disabled={!limited}
          value={longest}
          error={longestError}
          onChange={(event) => setLongest(event.target.value)}
        />
        <Button onClick={save} disabled={change.isPending} aria-busy={change.isPending}>
          Save ASAP wait
        </Button>
      </div>
    </fieldset>
  );
}

import { longestAsapWaitSchema, minutesPerDrinkSchema } from '@domain/asap-wait-schema';
import { useState } from 'react';
import {
  countText,
  OptionalLimit,
  parseSetting,
  SettingFieldset,
  useOptionalLimit,
  useSettingChange,
} from '../../../../components/admin/setting-parts';
import { textState, WholeNumberField } from '../../../../components/form-field';

const minutesText = (count: number) => countText(count, 'minute');

const CEILING = {
  toggle: { id: 'longest-asap-wait-on', label: 'Stop offering ASAP beyond a wait' },
  field: {
    id: 'longest-asap-wait',
    label: 'Longest ASAP wait',
    hint: 'Minutes; beyond it customers choose a pickup time.',
    min: 5,
    max: 240,
  },
  saveLabel: 'Save ASAP wait',
};

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
  const { change, saved, refuse } = useSettingChange('The ASAP wait was not saved.');
  const [perDrink, setPerDrink] = useState(String(minutesPerDrink));
  const ceilingLimit = useOptionalLimit(longestAsapWait, 45);
  const [perDrinkError, setPerDrinkError] = useState<string | undefined>();

  const save = () => {
    const drink = parseSetting(minutesPerDrinkSchema, perDrink, 'Please enter the minutes per drink.');
    const ceiling = ceilingLimit.read(longestAsapWaitSchema, 'Please enter the longest ASAP wait in minutes.');
    setPerDrinkError(drink.ok ? undefined : drink.message);
    ceilingLimit.setError(ceiling.ok ? undefined : ceiling.message);
    if (!drink.ok) return refuse(drink.message);
    if (!ceiling.ok) return refuse(ceiling.message);
    change.mutate(
      { action: 'asap-wait', minutesPerDrink: drink.value, longestAsapWait: ceiling.value },
      {
        onSuccess: () =>
          saved(
            `ASAP wait saved: ${minutesText(drink.value)} per drink, ${
              ceiling.value === null ? 'no longest wait' : `longest ${ceiling.value} min`
            }.`,
          ),
        onError: (failure) => {
          // The server names the setting it refused.
          if (/longest/i.test(failure.message)) ceilingLimit.setError(failure.message);
          else setPerDrinkError(failure.message);
          refuse(failure.message);
        },
      },
    );
  };

  return (
    <SettingFieldset
      legend="ASAP wait"
      now={
        <>
          Now {minutesText(minutesPerDrink)} per drink;{' '}
          {longestAsapWait === null
            ? 'no longest wait: ASAP is always offered while open.'
            : `ASAP is offered up to ${longestAsapWait} min.`}{' '}
          ASAP estimate now {asapMinutes} min.
        </>
      }
    >
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <WholeNumberField
          frameClassName="w-56"
          id="minutes-per-drink"
          label="Minutes per drink"
          hint="One barista's minutes for one cup."
          min={0}
          max={60}
          error={perDrinkError}
          {...textState(perDrink, setPerDrink)}
        />
      </div>
      <OptionalLimit {...CEILING} limit={ceilingLimit} pending={change.isPending} onSave={save} />
    </SettingFieldset>
  );
}

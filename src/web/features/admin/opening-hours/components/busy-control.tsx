import { useState } from 'react';
import { SelectField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useChangeOpening, useOpeningSettings } from '../api/opening-settings';

const CHOICES = [0, 10, 20, 30] as const;

const label = (minutes: number) => (minutes === 0 ? 'Off' : `+${minutes} min`);

/**
 * On /orders, beside the pause: **Busy** adds minutes to the ASAP estimate (and so moves the first slot on).
 * The server keeps the setting (PUT /api/admin/shop-busy, audited); the select shows what it answered.
 */
export function BusyControl() {
  const { data } = useOpeningSettings();
  const change = useChangeOpening();
  const toast = useToast();
  const [error, setError] = useState<string | undefined>();
  if (!data) return null;

  const current = data.busyMinutes;
  const choices: number[] = CHOICES.includes(current as (typeof CHOICES)[number])
    ? [...CHOICES]
    : [...CHOICES, current];

  const choose = (busyMinutes: number) => {
    setError(undefined);
    change.mutate(
      { action: 'busy', busyMinutes },
      {
        onSuccess: () =>
          toast({
            title:
              busyMinutes === 0
                ? 'Busy off: ASAP estimates are back to normal.'
                : `Busy: ASAP estimates now ${busyMinutes} minutes longer.`,
            tone: 'success',
          }),
        onError: (failure) => {
          setError(failure.message);
          toast({ title: 'The busy setting was not changed.', description: failure.message });
        },
      },
    );
  };

  return (
    <SelectField
      id="busy-minutes"
      label="Busy"
      hint={`Adds minutes to the ASAP estimate (now ${data.status.pickup.asapMinutes} min).`}
      error={error}
      frameClassName="w-52"
      value={current}
      disabled={change.isPending}
      aria-busy={change.isPending}
      onChange={(event) => choose(Number(event.target.value))}
    >
      {choices.map((minutes) => (
        <option key={minutes} value={minutes}>
          {label(minutes)}
        </option>
      ))}
    </SelectField>
  );
}

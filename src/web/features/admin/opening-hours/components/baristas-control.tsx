import { useState } from 'react';
import { SelectField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useChangeOpening, useOpeningSettings } from '../api/opening-settings';

/** The counter rarely has more; a larger number stored by the API is still shown. */
const CHOICES = [1, 2, 3, 4, 5, 6] as const;

const baristasText = (count: number) => `${count} ${count === 1 ? 'barista' : 'baristas'}`;

/**
 * On /orders, beside Busy: **Baristas on shift** (1 by default). The cups waiting are shared between them, so a second
 * barista halves the queue's part of the ASAP estimate. The server keeps it (PUT /api/admin/shop-baristas, audited);
 * the select shows what it answered.
 */
export function BaristasControl() {
  const { data } = useOpeningSettings();
  const change = useChangeOpening();
  const toast = useToast();
  const [error, setError] = useState<string | undefined>();
  if (!data) return null;

  const current = data.baristas;
  const choices: number[] = CHOICES.includes(current as (typeof CHOICES)[number])
    ? [...CHOICES]
    : [...CHOICES, current];

  const choose = (baristas: number) => {
    setError(undefined);
    change.mutate(
      { action: 'baristas', baristas },
      {
        onSuccess: (settings) =>
          toast({
            title: `${baristasText(baristas)} on shift: ASAP estimate now ${settings.status.pickup.asapMinutes} min.`,
            tone: 'success',
          }),
        onError: (failure) => {
          setError(failure.message);
          toast({ title: 'The baristas on shift were not changed.', description: failure.message });
        },
      },
    );
  };

  return (
    <SelectField
      id="baristas-on-shift"
      label="Baristas on shift"
      hint="The cups waiting are shared between them."
      error={error}
      frameClassName="w-52"
      value={current}
      disabled={change.isPending}
      aria-busy={change.isPending}
      onChange={(event) => choose(Number(event.target.value))}
    >
      {choices.map((count) => (
        <option key={count} value={count}>
          {count}
        </option>
      ))}
    </SelectField>
  );
}

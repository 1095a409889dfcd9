import { slotCapacitySchema } from '@domain/opening-hours-schema';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { CheckboxField, TextField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useChangeOpening } from '../api/opening-settings';

const drinksText = (count: number) => `${count} ${count === 1 ? 'drink' : 'drinks'}`;

/**
 * In /admin's Opening hours section: an optional **capacity** per 15-minute pickup slot (drinks; off by
 * default). Full slots are hidden from customers and refused by the server (PUT /api/admin/slot-capacity, audited).
 */
export function SlotCapacityControl({ capacity }: { capacity: number | null }) {
  const change = useChangeOpening();
  const toast = useToast();
  const [limited, setLimited] = useState(capacity !== null);
  const [drinks, setDrinks] = useState(String(capacity ?? 10));
  const [error, setError] = useState<string | undefined>();

  const save = () => {
    let next: number | null = null;
    if (limited) {
      const parsed = slotCapacitySchema.safeParse(drinks.trim() === '' ? Number.NaN : Number(drinks));
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Please enter a number of drinks.';
        setError(message);
        toast({ title: 'The slot capacity was not saved.', description: message });
        return;
      }
      next = parsed.data;
    }
    setError(undefined);
    change.mutate(
      { action: 'capacity', capacity: next },
      {
        onSuccess: () =>
          toast({
            title:
              next === null
                ? 'Slot capacity off: no limit per slot.'
                : `Slot capacity saved: ${drinksText(next)} per slot.`,
            tone: 'success',
          }),
        onError: (failure) => {
          setError(failure.message);
          toast({ title: 'The slot capacity was not saved.', description: failure.message });
        },
      },
    );
  };

  return (
    <fieldset className="mt-6 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <legend className="px-1 font-display text-xl font-bold">Slot capacity</legend>
      <p className="text-sm text-tea-700">
        {capacity === null
          ? 'Off: any number of drinks per pickup slot.'
          : `Now ${drinksText(capacity)} per 15-minute slot; full slots are hidden from customers.`}
      </p>
      <CheckboxField
        id="slot-capacity-on"
        label="Limit the drinks per slot"
        className="mt-3"
        checked={limited}
        onChange={(event) => setLimited(event.target.checked)}
      />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          id="slot-capacity"
          label="Drinks per 15-minute slot"
          frameClassName="w-56"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          disabled={!limited}
          value={drinks}
          error={error}
          onChange={(event) => setDrinks(event.target.value)}
        />
        <Button onClick={save} disabled={change.isPending} aria-busy={change.isPending}>
          Save slot capacity
        </Button>
      </div>
    </fieldset>
  );
}

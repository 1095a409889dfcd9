import { slotCapacitySchema } from '@domain/opening-hours-schema';
import {
  countText,
  OptionalLimit,
  SettingFieldset,
  useOptionalLimit,
  useSettingChange,
} from '../../../../components/admin/setting-parts';

const LIMIT = {
  toggle: { id: 'slot-capacity-on', label: 'Limit the drinks per slot' },
  field: { id: 'slot-capacity', label: 'Drinks per 15-minute slot', min: 1, max: 1000 },
  saveLabel: 'Save slot capacity',
};

/**
 * In /admin's Opening hours section: an optional **capacity** per 15-minute pickup slot (drinks; off by
 * default). Full slots are hidden from customers and refused by the server (PUT /api/admin/slot-capacity, audited).
 */
export function SlotCapacityControl({ capacity }: { capacity: number | null }) {
  const { change, saved, refuse } = useSettingChange('The slot capacity was not saved.');
  const limit = useOptionalLimit(capacity, 10);

  const save = () => {
    const next = limit.read(slotCapacitySchema, 'Please enter a number of drinks.');
    limit.setError(next.ok ? undefined : next.message);
    if (!next.ok) return refuse(next.message);
    change.mutate(
      { action: 'capacity', capacity: next.value },
      {
        onSuccess: () =>
          saved(
            next.value === null
              ? 'Slot capacity off: no limit per slot.'
              : `Slot capacity saved: ${countText(next.value, 'drink')} per slot.`,
          ),
        onError: (failure) => {
          limit.setError(failure.message);
          refuse(failure.message);
        },
      },
    );
  };

  return (
    <SettingFieldset
      legend="Slot capacity"
      now={
        capacity === null
          ? 'Off: any number of drinks per pickup slot.'
          : `Now ${countText(capacity, 'drink')} per 15-minute slot; full slots are hidden from customers.`
      }
    >
      <OptionalLimit {...LIMIT} limit={limit} pending={change.isPending} onSave={save} />
    </SettingFieldset>
  );
}

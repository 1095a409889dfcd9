import { useEffect, useState } from 'react';
import { pickupSentence } from '@domain/pickup-label';
import {
  ASAP,
  effectivePickup,
  pickupSelectGroups,
  pickupSelectOptions,
  pickupTimeChoice,
  setPickupTimeChoice,
} from '../lib/shop/pickup-choice';
import { useShopStatus } from '../lib/shop/shop-status';
import { SelectField, textState } from './form-field';

/**
 * The **Pickup time** select of the Checkout dialog and the order page: As soon as possible (when offered),
 * then the 15-minute slots grouped by day (an optgroup each: Today, Tomorrow, then the weekday and date). It defaults to As soon as possible, else the first slot, so a customer who touches nothing can
 * pay whenever any slot is left; the choice is what both checkout calls send (lib/shop/pickup-choice.ts).
 */
export function PickupTimeSelect({ id, drinks, disabled }: { id: string; drinks: number; disabled?: boolean }) {
  const { data, isError } = useShopStatus(Math.max(1, drinks));
  const [wanted, setWanted] = useState<string | undefined>(pickupTimeChoice);
  const value = data ? effectivePickup(data.pickup, wanted) : undefined;

  useEffect(() => {
    setPickupTimeChoice(value);
  }, [value]);

  const options = data ? pickupSelectOptions(data.pickup) : [];
  const groups = data ? pickupSelectGroups(data.pickup, new Date()) : null;
  const hint = data?.paused
    ? data.text
    : data && options.length === 0
      ? 'No pickup times are left this week.'
      : isError
        ? 'We could not load the pickup times; As soon as possible will be asked for.'
        : value && value !== ASAP
          ? // The closed select shows a time only: the day it is on is said under it.
            `Pickup ${pickupSentence({ pickupAsap: false, pickupAt: value })}.`
          : undefined;
  return (
    <SelectField
      id={id}
      label="Pickup time"
      hint={hint}
      // "As soon as possible (about 12 min)" fits the order page's summary column and a phone only a size down.
      className="pl-2.5 pr-7 text-sm"
      disabled={disabled || !data || options.length === 0}
      {...textState(value ?? '', setWanted)}
    >
      {!data ? <option value="">Loading pickup times…</option> : null}
      {data && options.length === 0 ? <option value="">No pickup time available</option> : null}
      {groups?.asap ? <option value={groups.asap.value}>{groups.asap.label}</option> : null}
      {groups?.days.map((day) => (
        <optgroup key={day.date} label={day.label}>
          {day.slots.map((slot) => (
            <option key={slot.start} value={slot.start}>
              {slot.time}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

import { SettingSelect } from '../../../../components/admin/setting-parts';

const CHOICES = [0, 10, 20, 30];

/**
 * On /orders, beside the pause: **Busy** adds minutes to the ASAP estimate (and so moves the first slot on).
 * The server keeps the setting (PUT /api/admin/shop-busy, audited); the select shows what it answered.
 */
export function BusyControl() {
  return (
    <SettingSelect
      id="busy-minutes"
      label="Busy"
      hint={(settings) => `Adds minutes to the ASAP estimate (now ${settings.status.pickup.asapMinutes} min).`}
      current={(settings) => settings.busyMinutes}
      choices={CHOICES}
      choiceLabel={(minutes) => (minutes === 0 ? 'Off' : `+${minutes} min`)}
      change={(busyMinutes) => ({ action: 'busy', busyMinutes })}
      savedTitle={(busyMinutes) =>
        busyMinutes === 0
          ? 'Busy off: ASAP estimates are back to normal.'
          : `Busy: ASAP estimates now ${busyMinutes} minutes longer.`
      }
      refusedTitle="The busy setting was not changed."
    />
  );
}

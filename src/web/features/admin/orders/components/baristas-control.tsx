import { countText, SettingSelect } from '../../../../components/admin/setting-parts';

/** The counter rarely has more; a larger number stored by the API is still shown. */
const CHOICES = [1, 2, 3, 4, 5, 6];

/**
 * On /orders, beside Busy: **Baristas on shift** (1 by default). The cups waiting are shared between them, so a second
 * barista halves the queue's part of the ASAP estimate. The server keeps it (PUT /api/admin/shop-baristas, audited);
 * the select shows what it answered.
 */
export function BaristasControl() {
  return (
    <SettingSelect
      id="baristas-on-shift"
      label="Baristas on shift"
      hint="The cups waiting are shared between them."
      current={(settings) => settings.baristas}
      choices={CHOICES}
      change={(baristas) => ({ action: 'baristas', baristas })}
      savedTitle={(baristas, settings) =>
        `${countText(baristas, 'barista')} on shift: ASAP estimate now ${settings.status.pickup.asapMinutes} min.`
      }
      refusedTitle="The baristas on shift were not changed."
    />
  );
}

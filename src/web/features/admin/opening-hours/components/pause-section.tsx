import { SectionFrame } from '../../../../components/admin/admin-section';
import { PauseControl } from '../../../../components/admin/pause-control';

/**
 * On /admin/hours: **Online orders**, the counter's Pause (and Resume) beside the hours it overrides, for an owner or
 * manager who is not at the counter.
 */
export function PauseSection() {
  return (
    <SectionFrame id="online-orders" title="Online orders" aside={null}>
      <p className="mt-1 text-sm text-tea-700">
        A pause stops new online orders for a while, whatever the hours say. Orders already paid are still made.
      </p>
      <div className="mt-3">
        <PauseControl />
      </div>
    </SectionFrame>
  );
}

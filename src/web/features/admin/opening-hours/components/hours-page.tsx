import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { OpeningHoursSection } from './opening-hours-section';
import { PauseSection } from './pause-section';

/** /admin/hours: a pause of online orders, when the shop takes orders, how many drinks fit a pickup slot, and how long ASAP takes. */
export default function HoursPage() {
  return (
    <AdminPageBody title="Hours & pickup" intro="When customers can order, and the pickup times they are offered.">
      <PauseSection />
      <OpeningHoursSection />
    </AdminPageBody>
  );
}

import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { StaffActivitySection } from './staff-activity-section';

/** /admin/activity: who changed what in the shop, and when. */
export default function ActivityPage() {
  return (
    <AdminPageBody title="Activity" intro="Every change staff made to the shop, newest first.">
      <StaffActivitySection />
    </AdminPageBody>
  );
}

import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { StaffSection } from './staff-section';
import { CounterDevicesSection } from './counter-devices-section';

/** /admin/staff (Owners): who works here, with which role. */
export default function StaffPage() {
  return (
    <AdminPageBody
      title="Staff"
      intro="Owners run everything; Managers run the menu, hours and the counter; Baristas run the counter."
    >
      <StaffSection />
      <CounterDevicesSection />
    </AdminPageBody>
  );
}

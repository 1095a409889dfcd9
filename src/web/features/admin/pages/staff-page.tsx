import { AdminPageBody } from '../components/admin-page-body';
import { CounterDevicesSection } from '../counter-devices/components/counter-devices-section';
import { StaffSection } from '../staff/components/staff-section';

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

import { AdminPageBody } from '../components/admin-page-body';
import { CounterDevicesSection } from '../counter-devices/components/counter-devices-section';
import { RegisterDeviceForm } from '../counter-devices/components/register-device-form';

/** /admin/devices (Owners and Managers): the shared counter tablets, and signing this one in as one. */
export default function DevicesPage() {
  return (
    <AdminPageBody
      title="Counter devices"
      intro="A tablet signed in once as a Counter device stays one until it is revoked. People switch in on it with their PIN."
    >
      <CounterDevicesSection>
        <RegisterDeviceForm />
      </CounterDevicesSection>
    </AdminPageBody>
  );
}

import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { CounterDevicesSection } from './counter-devices-section';
import { RegisterDeviceForm } from './register-device-form';

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

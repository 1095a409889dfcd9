import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { MyPinSection } from './my-pin-section';

/** /admin/my-pin (every member of staff): the PIN they switch in with on a counter device. */
export default function MyPinPage() {
  return (
    <AdminPageBody
      title="My PIN"
      intro="On a counter device you switch in with your PIN, and what you do there is recorded under your name."
    >
      <MyPinSection />
    </AdminPageBody>
  );
}

import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { PaymentsSection } from './payments-section';

/** /admin/payments: the payment provider, live or test, and whether Apple Pay and Google Pay can show. */
export default function PaymentsPage() {
  return (
    <AdminPageBody title="Payments" intro="How customers pay: the provider, its mode, and each wallet’s domain.">
      <PaymentsSection />
    </AdminPageBody>
  );
}

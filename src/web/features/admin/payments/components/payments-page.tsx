import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { PaymentsSection } from './payments-section';
import { CardReadersSection } from './card-readers-section';

/**
 * /admin/payments: the payment provider, live or test, whether Apple Pay and Google Pay can show, and the till's card
 * readers.
 */
export default function PaymentsPage() {
  return (
    <AdminPageBody title="Payments" intro="How customers pay: the provider, its mode, and each wallet’s domain.">
      <PaymentsSection />
      <CardReadersSection />
    </AdminPageBody>
  );
}

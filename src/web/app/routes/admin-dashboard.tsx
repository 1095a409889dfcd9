import { AdminPage } from '../../features/admin/catalogue/components/admin-page';
import { TestPaymentDialog } from '../../features/checkout/components/test-payment-dialog';

/** /admin: the catalogue's dashboard, whose Test Payment is checkout's dialog (the customers' card field). */
export default function AdminDashboardRoute() {
  return <AdminPage TestPaymentDialog={TestPaymentDialog} />;
}

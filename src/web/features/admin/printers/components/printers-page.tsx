import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { PrintersSection } from './printers-section';

/** /admin/printers: the counter's CloudPRNT printers, which print each paid order's cup labels and ticket. */
export default function PrintersPage() {
  return (
    <AdminPageBody
      title="Printers"
      intro="Each paid order’s cup labels and ticket print by themselves on these printers."
    >
      <PrintersSection />
    </AdminPageBody>
  );
}

import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { StampCardSection } from './stamp-card-section';

/** /admin/stamp-card: the regulars' stamp card, its size and the categories that earn stamps. */
export default function StampCardPage() {
  return (
    <AdminPageBody title="Stamp card" intro="Regulars earn a stamp per drink and a free drink when the card is full.">
      <StampCardSection />
    </AdminPageBody>
  );
}

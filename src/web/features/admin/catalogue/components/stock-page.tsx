import { roleMay } from '@domain/staff-roles';
import { useSession } from '../../../../lib/session/use-session';
import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { CountedSection } from './counted-section';
import { IngredientsSection } from './ingredients-section';
import { OutagesSection } from './outages-section';
import { RefusalsSection } from './refusals-section';

/** /admin/stock: the ingredients (Out, Back in, what each goes into) and the counted items. */
export default function StockPage() {
  const role = useSession().data?.user?.role;
  return (
    <AdminPageBody title="Stock" intro="What runs out takes itself off every menu; counted items never sell twice.">
      <IngredientsSection />
      <CountedSection />
      {roleMay(role, 'reports') ? (
        <>
          <OutagesSection />
          <RefusalsSection />
        </>
      ) : null}
    </AdminPageBody>
  );
}

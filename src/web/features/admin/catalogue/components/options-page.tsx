import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { OptionsSection } from './options-section';

/** /admin/options: the drink options a customer picks in the Size dialog (sugar, ice, toppings) and their prices. */
export default function OptionsPage() {
  return (
    <AdminPageBody title="Drink options" intro="The choices customers make in the Size dialog, and what each costs.">
      <OptionsSection />
    </AdminPageBody>
  );
}

import { ClipboardList, CreditCard, UtensilsCrossed } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link } from '../../../../lib/router';
import { Button, buttonClasses } from '../../../../components/button';
import { CategoriesSection } from './categories-section';
import { ProductsSection } from './products-section';
import { PromotionsSection } from './promotions-section';

/** The dialog Test Payment opens: checkout's, as it takes a card with the customers' own card field. */
export type TestPaymentDialogType = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/**
 * /admin: Test Payment, View & Manage Orders, Test Navigate to Menu; then categories, products and promotions. The
 * rest of the admin area (drink options, hours, printers, reports, activity) has pages of its own (ADMIN_PAGES).
 * The route (app/routes/admin-dashboard.tsx) passes the test payment's dialog in.
 */
export function AdminPage({ TestPaymentDialog }: { TestPaymentDialog: TestPaymentDialogType }) {
  const [testPaymentOpen, setTestPaymentOpen] = useState(false);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-8 sm:px-6">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Admin Dashboard</h1>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="accent" onClick={() => setTestPaymentOpen(true)}>
          <CreditCard aria-hidden className="size-5" />
          Test Payment
        </Button>
        <Link to="/orders" className={buttonClasses({ variant: 'primary' })}>
          <ClipboardList aria-hidden className="size-5" />
          View &amp; Manage Orders
        </Link>
        <Link to="/menu" className={buttonClasses({ variant: 'secondary' })}>
          <UtensilsCrossed aria-hidden className="size-5" />
          Test Navigate to Menu
        </Link>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6">
        <CategoriesSection />
        <ProductsSection />
        <PromotionsSection />
      </div>
      <TestPaymentDialog open={testPaymentOpen} onOpenChange={setTestPaymentOpen} />
    </div>
  );
}

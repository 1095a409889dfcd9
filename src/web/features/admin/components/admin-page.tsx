import { ChartColumn, ClipboardList, CreditCard, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Button, buttonClasses } from '../../../components/button';
import { StaffActivitySection } from '../activity/components/staff-activity-section';
import { CategoriesSection } from '../catalogue/components/categories-section';
import { OptionsSection } from '../catalogue/components/options-section';
import { ProductsSection } from '../catalogue/components/products-section';
import { PromotionsSection } from '../catalogue/components/promotions-section';
import { OpeningHoursSection } from '../opening-hours/components/opening-hours-section';
import { PrintersSection } from '../printers/components/printers-section';
import { PaymentsSection } from '../payments/components/payments-section';
import { StampCardSection } from '../stamp-card/components/stamp-card-section';
import { TestPaymentDialog } from './test-payment-dialog';

/**
 * /admin: Test Payment, View & Manage Orders, Test Navigate to Menu; then categories, products, promotions,
 * drink options;
 * opening hours, printers;
 * then the staff activity (who changed what, when).
 */
export default function AdminPage() {
  const [testPaymentOpen, setTestPaymentOpen] = useState(false);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Admin Dashboard</h1>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="accent" onClick={() => setTestPaymentOpen(true)}>
          <CreditCard aria-hidden className="size-5" />
          Test Payment
        </Button>
        <Link to="/orders" className={buttonClasses({ variant: 'primary' })}>
          <ClipboardList aria-hidden className="size-5" />
          View &amp; Manage Orders
        </Link>
        <Link to="/admin/reports" className={buttonClasses({ variant: 'primary' })}>
          <ChartColumn aria-hidden className="size-5" />
          Reports
        </Link>
        <Link to="/menu" className={buttonClasses({ variant: 'secondary' })}>
          <UtensilsCrossed aria-hidden className="size-5" />
          Test Navigate to Menu
        </Link>
      </div>
      <div className="mt-8 grid grid-cols-1 gap-8">
        <CategoriesSection />
        <ProductsSection />
        <PromotionsSection />
        <OptionsSection />
        <OpeningHoursSection />
        <PrintersSection />
        <StampCardSection />
        <PaymentsSection />
        <StaffActivitySection />
      </div>
      <TestPaymentDialog open={testPaymentOpen} onOpenChange={setTestPaymentOpen} />
    </div>
  );
}

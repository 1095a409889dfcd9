import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN, fakeStaffApi, renderStaffScreen, type Answer } from '../../../../test/staff-screen';
import { PromotionsSection } from './promotions-section';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', vatClass: null };
const categories = [
  { id: 'c-1', value: 'Milk Tea', displayName: 'Milk Tea', sortOrder: 0, ...stamp },
  { id: 'c-2', value: 'Fruit Tea', displayName: 'Fruit Tea', sortOrder: 1, ...stamp },
];

function promotionsApi(saved: Answer) {
  return fakeStaffApi({
    'GET /api/admin/categories': categories,
    'GET /api/admin/promotions': [],
    'POST /api/admin/promotions': saved,
  });
}

/** + Add Promotion: three large Fruit Teas for £12.50 (£10 regular), then Add Promotion. */
async function addPromotion(user: ReturnType<typeof renderStaffScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: '+ Add Promotion' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Promotion' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Fruit trio');
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Three fruit teas, one price.');
  const category = within(dialog).getByRole('combobox', { name: 'Category' });
  await within(category).findByRole('option', { name: 'Fruit Tea (Fruit Tea)' });
  await user.selectOptions(category, 'Fruit Tea');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Size' }), 'LRG');
  const quantity = within(dialog).getByRole('spinbutton', { name: 'Required quantity' });
  await user.clear(quantity);
  await user.type(quantity, '3');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Regular price (£)' }), '10');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Large price (£)' }), '12.50');
  await user.click(within(dialog).getByRole('button', { name: 'Add Promotion' }));
  return dialog;
}

const fruitTrio = {
  title: 'Fruit trio',
  description: 'Three fruit teas, one price.',
  category: 'Fruit Tea',
  size: 'lrg',
  requiredQuantity: 3,
  priceReg: 1000,
  priceLrg: 1250,
  active: true,
};

/** A deal with no dates, days or hours set: it runs whenever it is active. */
const allTheTime = { startsOn: null, endsOn: null, days: [0, 1, 2, 3, 4, 5, 6], startTime: null, endTime: null };

describe('the promotion form', () => {
  it('adds the promotion as typed, prices in pence, and says so', async () => {
    const api = promotionsApi({ id: 'p-1', ...fruitTrio, schedule: allTheTime, ...stamp });
    const { user } = renderStaffScreen(<PromotionsSection />);

    await addPromotion(user);

    expect(await screen.findByText('Promotion added.', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(api.changes()).toEqual([
      { method: 'POST', path: '/api/admin/promotions', csrf: CSRF_TOKEN, body: { ...fruitTrio, schedule: allTheTime } },
    ]);
  });

  it('keeps the form open with the server’s reason when the save is refused', async () => {
    promotionsApi(Response.json({ error: 'An active promotion already exists for Fruit Tea LRG.' }, { status: 409 }));
    const { user } = renderStaffScreen(<PromotionsSection />);

    const dialog = await addPromotion(user);

    expect(await within(dialog).findByText('Failed to save promotion. Please try again.')).toBeTruthy();
    expect(within(dialog).getByText('An active promotion already exists for Fruit Tea LRG.')).toBeTruthy();
  });

  it('refuses a promotion without a price at the field to fix, and sends nothing', async () => {
    const api = promotionsApi({});
    const { user } = renderStaffScreen(<PromotionsSection />);

    await user.click(await screen.findByRole('button', { name: '+ Add Promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promotion' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'No price');
    await user.click(within(dialog).getByRole('button', { name: 'Add Promotion' }));

    expect(await within(dialog).findByText(/Regular bundle price/)).toBeTruthy();
    expect(api.changes()).toEqual([]);
  });
});

import type { AdminOptionGroupAnswer } from '@domain/contracts/admin-options';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN, fakeStaffApi, renderStaffScreen, type Answer } from '../../../../test/staff-screen';
import { OptionsSection } from './options-section';

const option = (id: string, name: string, sortOrder: number, isDefault = false) => ({
  id,
  name,
  priceReg: 0,
  priceLrg: 0,
  isDefault,
  soldOut: false,
  sortOrder,
});
/** Sugar, offered on every Milk Tea: 100% (the default) or 50%. */
const sugar: AdminOptionGroupAnswer = {
  group: {
    id: 'sugar',
    name: 'Sugar',
    sortOrder: 0,
    kind: 'single',
    options: [option('sugar-100', '100%', 0, true), option('sugar-50', '50%', 1)],
  },
  categories: ['milk-tea'],
  products: [],
};
const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', vatClass: null };

function optionsApi(saved: Answer = sugar) {
  return fakeStaffApi({
    'GET /api/admin/option-groups': [sugar],
    'GET /api/admin/categories': [{ id: 'c-1', value: 'milk-tea', displayName: 'Milk Tea', sortOrder: 0, ...stamp }],
    'GET /api/admin/products': [],
    'PUT /api/admin/option-groups/sugar': saved,
  });
}

/** Opens Sugar's Edit dialog, renames 50% and adds a third option, then presses Save. */
async function editSugar(user: ReturnType<typeof renderStaffScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Sugar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Option Group' });
  const second = within(dialog).getByRole('textbox', { name: 'Option 2 name' });
  await user.clear(second);
  await user.type(second, 'Half sugar');
  await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Option 3 name' }), 'No sugar');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('the drink option editor', () => {
  it('saves a group as edited, its options in order, and says so', async () => {
    const api = optionsApi();
    const { user } = renderStaffScreen(<OptionsSection />);

    await editSugar(user);

    expect(await screen.findByText('Option group saved.', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Option Group' })).toBeNull();
    const [saved, ...more] = api.changes();
    expect(more).toEqual([]);
    expect(saved).toMatchObject({ method: 'PUT', path: '/api/admin/option-groups/sugar', csrf: CSRF_TOKEN });
    expect(saved!.body).toMatchObject({
      id: 'sugar',
      name: 'Sugar',
      kind: 'single',
      categories: ['milk-tea'],
      options: [
        { id: 'sugar-100', name: '100%', priceReg: 0, priceLrg: 0, isDefault: true, sortOrder: 0 },
        { id: 'sugar-50', name: 'Half sugar', isDefault: false, sortOrder: 1 },
        { name: 'No sugar', priceReg: 0, priceLrg: 0, isDefault: false, soldOut: false, sortOrder: 2 },
      ],
    });
  });

  it('keeps the dialog open with the server’s reason when the save is refused', async () => {
    optionsApi(Response.json({ error: 'Option id sugar-50 is already taken.' }, { status: 409 }));
    const { user } = renderStaffScreen(<OptionsSection />);

    const dialog = await editSugar(user);

    expect(await within(dialog).findByText('Failed to save option group. Please try again.')).toBeTruthy();
    expect(within(dialog).getByText('Option id sugar-50 is already taken.')).toBeTruthy();
    expect(screen.queryByText('Option group saved.')).toBeNull();
  });
});

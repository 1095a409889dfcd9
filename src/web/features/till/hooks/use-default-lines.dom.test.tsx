import type { MenuAnswer } from '@domain/contracts/menu';
import { menuProduct, sugarGroup } from '@domain/test-fixtures';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDefaultLines } from './use-default-lines';

const sugar = sugarGroup();
const menuOf = (products: MenuAnswer['products']): MenuAnswer => ({ categories: [], products, promotions: [] });

describe('the till’s one-tap lines', () => {
  it('gives each drink its own line with its default options, whether worked out ahead (idle) or on the spot', async () => {
    const tea = menuProduct({ id: 'p1', name: 'Classic Milk Tea', optionGroups: [sugar] });
    const mango = menuProduct({ id: 'p2', name: 'Mango Green Tea', priceReg: 420 });
    const { result } = renderHook(({ menu }) => useDefaultLines(menu), {
      initialProps: { menu: menuOf([mango, tea]) },
    });
    expect(result.current(tea)).toMatchObject({ id: 'p1', size: 'reg', price: 350, options: [{ id: 'sugar-100' }] });
    // The browser here has no idle callback: the idle work runs after half a second, and twice over in 1.5 s.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(result.current(mango)).toMatchObject({ id: 'p2', name: 'Mango Green Tea', price: 420, options: [] });
    expect(result.current(tea)).toMatchObject({ id: 'p1', price: 350, options: [{ id: 'sugar-100' }] });
  });

  it('follows the menu: a drink whose default sold out opens the dialog (no line), and a new menu is read again', () => {
    const tea = menuProduct({ id: 'p1', name: 'Classic Milk Tea', optionGroups: [sugar] });
    const { result, rerender } = renderHook(({ menu }) => useDefaultLines(menu), {
      initialProps: { menu: menuOf([tea]) },
    });
    expect(result.current(tea)?.options).toEqual([expect.objectContaining({ id: 'sugar-100' })]);
    const allGone = { ...sugar, options: sugar.options.map((option) => ({ ...option, soldOut: true })) };
    const soldOut = { ...tea, optionGroups: [allGone] };
    rerender({ menu: menuOf([soldOut]) });
    expect(result.current(soldOut)).toBeNull();
    expect(result.current({ ...tea, soldOut: true })).toBeNull();
  });
});

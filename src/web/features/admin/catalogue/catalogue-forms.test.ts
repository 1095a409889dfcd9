import { menuProduct } from '@domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { productFormSchema, productFormValues, promotionFormSchema } from './catalogue-forms';

const product = {
  name: 'Taro Milk Tea',
  category: 'milk-tea',
  description: ' ',
  priceReg: '3.9',
  priceLrg: '£4.60',
  image: '',
  calories: '',
  soldOut: false,
  allergens: ['milk' as const],
  tags: [],
};

/** A promotion as its form holds it: what was typed, prices in pounds, every day ticked, no dates or hours. */
const promotion = {
  title: 'Deal',
  description: 'Two for less',
  category: 'milk-tea',
  size: 'lrg',
  requiredQuantity: '2',
  priceReg: '6',
  priceLrg: '8',
  active: true,
  schedule: { startsOn: '', endsOn: '', days: [0, 1, 2, 3, 4, 5, 6], startTime: '', endTime: '' },
};

describe('admin catalogue forms', () => {
  it('turns prices typed in pounds into pence, and empty optional fields into null', () => {
    expect(productFormSchema.parse(product)).toEqual({
      ...product,
      priceReg: 390,
      priceLrg: 460,
      description: null,
      image: null,
      calories: null,
    });
    expect(productFormSchema.parse({ ...product, calories: '250' }).calories).toBe(250);
    expect(productFormSchema.parse({ ...product, description: ' Creamy taro. ' }).description).toBe('Creamy taro.');
  });

  it('reports every field a person must fix, in the words of the shared schemas', () => {
    const result = productFormSchema.safeParse({
      ...product,
      name: ' ',
      priceReg: '',
      priceLrg: '1.234',
      calories: '2.5',
      description: 'x'.repeat(301),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Name is required.',
      priceReg: 'Regular price is required.',
      priceLrg: 'Large price must be an amount in pounds, like 3.50.',
      calories: 'Calories must be a whole number.',
      description: 'Description must be at most 300 characters.',
    });
  });

  it('refuses an image on another site or outside /images/ with the shared message', () => {
    for (const image of ['//evil.test/x.png', '/../x.png', '/images/../x.png']) {
      const result = productFormSchema.safeParse({ ...product, image });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['image', 'Image URL must be an https:// address or a path under /images/ on this site.'],
      ]);
    }
    expect(productFormSchema.parse({ ...product, image: '/images/products/taro.svg' }).image).toBe(
      '/images/products/taro.svg',
    );
  });

  it('keeps the ticked allergens and tags, and refuses one listed twice or unknown', () => {
    expect(productFormSchema.parse({ ...product, allergens: ['soya', 'milk'], tags: ['vegan'] })).toMatchObject({
      allergens: ['soya', 'milk'],
      tags: ['vegan'],
    });
    const twice = productFormSchema.safeParse({ ...product, allergens: ['milk', 'milk'] });
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual(['Each allergen can be listed only once']);
    const unknown = productFormSchema.safeParse({ ...product, tags: ['keto'] });
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual(['Unknown dietary tag']);
    expect(productFormValues(null)).toMatchObject({ allergens: [], tags: [] });
  });

  it('refuses a promotion needing fewer than 1 item', () => {
    expect(promotionFormSchema.safeParse({ ...promotion, requiredQuantity: '0' }).error?.issues[0]?.message).toBe(
      'Required quantity must be at least 1.',
    );
    expect(promotionFormSchema.parse(promotion)).toMatchObject({
      requiredQuantity: 2,
      priceReg: 600,
      priceLrg: 800,
    });
  });

  it('turns a happy hour typed in the form into its schedule, and says at the field what to fix', () => {
    const schedule = {
      startsOn: '',
      endsOn: '2026-12-24',
      days: [5, 1, 2, 3, 4],
      startTime: '15:00',
      endTime: '17:00',
    };
    const happyHour = { ...promotion, schedule };
    expect(promotionFormSchema.parse(happyHour).schedule).toEqual({
      startsOn: null,
      endsOn: '2026-12-24',
      days: [1, 2, 3, 4, 5],
      startTime: '15:00',
      endTime: '17:00',
    });
    const wrong = promotionFormSchema.safeParse({ ...happyHour, schedule: { ...schedule, endTime: '14:00' } });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['schedule.endTime', 'End time must be after the start time.'],
    ]);
    const noDay = promotionFormSchema.safeParse({ ...happyHour, schedule: { ...schedule, days: [] } });
    expect(noDay.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['schedule.days', 'Choose at least one day.'],
    ]);
  });

  it('shows a saved product’s prices in pounds with two decimals', () => {
    const values = productFormValues({
      ...menuProduct({ id: 'p', name: 'X', category: 'c' }),
      createdAt: '',
      updatedAt: '',
      vatClass: 'zero',
    });
    expect(values).toMatchObject({ priceReg: '3.50', priceLrg: '4.20', image: '', calories: '', vatClass: 'zero' });
  });
});

import { describe, expect, it } from 'vitest';
import { CATEGORY_VALUE_MESSAGE, IMAGE_URL_MESSAGE, categoryInputSchema, productInputSchema } from './schemas';

const product = { name: 'Taro Milk Tea', category: 'milk-tea', priceReg: 390, priceLrg: 460 };
const imageOf = (image: unknown) => productInputSchema.safeParse({ ...product, image });

describe('a product image URL', () => {
  it.each([
    '/images/products/classic-milk-tea.svg',
    '/images/placeholder.svg',
    '/images/products/seasonal/taro_2.webp',
    'https://cdn.example.com/taro.png',
    'https://cdn.example.com/taro.png?w=400#top',
  ])('accepts %s', (image) => {
    expect(imageOf(image).data?.image).toBe(image);
  });

  it('takes an empty one as none', () => {
    expect(imageOf('').data?.image).toBeNull();
    expect(imageOf('   ').data?.image).toBeNull();
  });

  it.each([
    '//evil.test/x.png',
    '/images//evil.test/x.png',
    '/../secret.png',
    '/images/../api/menu',
    '/images/products/../../x.svg',
    '/images/./x.svg',
    '/images/%2e%2e/x.svg',
    '/images\\..\\x.svg',
    '/api/menu',
    '/x.png',
    'images/x.png',
    'http://cdn.example.com/x.png',
    'https://',
    'https:///x.png',
    'https://user:pass@cdn.example.com/x.png',
    'https://cdn.example.com/x".png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
  ])('refuses %s with a message that says what is allowed', (image) => {
    const result = imageOf(image);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([IMAGE_URL_MESSAGE]);
  });
});

describe('categoryInputSchema', () => {
  const valueError = (value: string) =>
    categoryInputSchema.safeParse({ value, displayName: 'Tea' }).error?.issues[0]?.message ?? null;

  it('takes a slug as a category value', () => {
    for (const value of ['milk-tea', 'english-sweets', 'tea2', 'hot_drinks', ' milk-tea ']) {
      expect(valueError(value), value).toBeNull();
    }
  });

  it('refuses anything else with a message that shows the form', () => {
    for (const value of ['Hot Drinks 1280!', 'Milk-Tea', 'milk tea', 'milk--tea', '-tea', 'tea_', 'thé']) {
      expect(valueError(value), value).toBe(CATEGORY_VALUE_MESSAGE);
    }
  });
});

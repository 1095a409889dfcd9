import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dedupeByCategoryAndSize, dedupeByName, productNameKey } from './catalogue';

/** Just the fields the de-duplication reads, plus an id to tell the copies apart. */
function product(id: string, name: string) {
  return { id, name };
}

function promotion(id: string, category: string, size: 'reg' | 'lrg', active = true) {
  return { id, category, size, active };
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('productNameKey', () => {
  it('ignores case and spaces', () => {
    expect(productNameKey('  Classic   Milk\tTea ')).toBe('classic milk tea');
    expect(productNameKey('Classic Milk Tea')).not.toBe(productNameKey('Classic Milk Teas'));
  });

  it('calls the same every pair of names the menu would show once, so the server never accepts a hidden copy', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        if (dedupeByName([product('a', a), product('b', b)]).length === 1) {
          expect(productNameKey(a)).toBe(productNameKey(b));
        }
      }),
    );
  });
});

describe('dedupeByName', () => {
  it('keeps products with different names, in their order', () => {
    const products = [product('a', 'Taro Milk Tea'), product('b', 'Mango Green Tea'), product('c', 'Brown Sugar Milk')];
    expect(ids(dedupeByName(products))).toEqual(['a', 'b', 'c']);
  });

  it('shows a name once, ignoring case and surrounding spaces, and keeps the first', () => {
    const products = [
      product('a', 'Taro Milk Tea'),
      product('b', '  taro milk tea '),
      product('c', 'Mango Green Tea'),
      product('d', 'TARO MILK TEA'),
    ];
    expect(ids(dedupeByName(products))).toEqual(['a', 'c']);
  });

  it('does not treat spaces inside a name as the same as none', () => {
    expect(ids(dedupeByName([product('a', 'Taro Milk Tea'), product('b', 'TaroMilk Tea')]))).toEqual(['a', 'b']);
  });

  it('answers an empty list for an empty list, and leaves its input alone', () => {
    expect(dedupeByName([])).toEqual([]);
    const products = [product('a', 'Taro'), product('b', 'taro')];
    dedupeByName(products);
    expect(ids(products)).toEqual(['a', 'b']);
  });

  it('keeps exactly one product per trimmed lower-case name, the first of each', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Taro', ' taro', 'TARO ', 'Mango', 'mango', 'Matcha')), (names) => {
        const products = names.map((name, index) => product(String(index), name));
        const kept = dedupeByName(products);
        const keys = kept.map((p) => p.name.trim().toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(names.map((name) => name.trim().toLowerCase())));
        for (const p of kept)
          expect(products.find((q) => q.name.trim().toLowerCase() === p.name.trim().toLowerCase())).toBe(p);
      }),
    );
  });
});

describe('dedupeByCategoryAndSize', () => {
  it('keeps one active promotion per category and size, the first', () => {
    const promotions = [
      promotion('a', 'milk-tea', 'reg'),
      promotion('b', 'milk-tea', 'reg'),
      promotion('c', 'milk-tea', 'lrg'),
      promotion('d', 'fruit-tea', 'reg'),
    ];
    expect(ids(dedupeByCategoryAndSize(promotions))).toEqual(['a', 'c', 'd']);
  });

  it('keeps an inactive promotion beside the active one of the same category and size, whichever comes first', () => {
    // The API allows this pair; dropping either would leave staff unable to edit or delete it.
    expect(
      ids(
        dedupeByCategoryAndSize([promotion('active', 'milk-tea', 'reg'), promotion('old', 'milk-tea', 'reg', false)]),
      ),
    ).toEqual(['active', 'old']);
    expect(
      ids(
        dedupeByCategoryAndSize([promotion('old', 'milk-tea', 'reg', false), promotion('active', 'milk-tea', 'reg')]),
      ),
    ).toEqual(['old', 'active']);
  });

  it('keeps every inactive promotion of a category and size', () => {
    const promotions = [
      promotion('a', 'milk-tea', 'reg', false),
      promotion('b', 'milk-tea', 'reg', false),
      promotion('c', 'milk-tea', 'reg'),
    ];
    expect(ids(dedupeByCategoryAndSize(promotions))).toEqual(['a', 'b', 'c']);
  });

  it('tells categories and sizes apart exactly', () => {
    const promotions = [
      promotion('a', 'milk-tea', 'reg'),
      promotion('b', 'Milk-Tea', 'reg'),
      promotion('c', 'milk-tea', 'lrg'),
    ];
    expect(ids(dedupeByCategoryAndSize(promotions))).toEqual(['a', 'b', 'c']);
  });

  it('never drops an inactive promotion and keeps at most one active per pair', () => {
    const arbitrary = fc.array(
      fc.record({
        category: fc.constantFrom('milk-tea', 'fruit-tea'),
        size: fc.constantFrom<'reg' | 'lrg'>('reg', 'lrg'),
        active: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(arbitrary, (fields) => {
        const promotions = fields.map((f, index) => promotion(String(index), f.category, f.size, f.active));
        const kept = dedupeByCategoryAndSize(promotions);
        expect(kept.filter((p) => !p.active)).toEqual(promotions.filter((p) => !p.active));
        const activePairs = kept.filter((p) => p.active).map((p) => `${p.category}/${p.size}`);
        expect(new Set(activePairs).size).toBe(activePairs.length);
        expect(new Set(activePairs)).toEqual(
          new Set(promotions.filter((p) => p.active).map((p) => `${p.category}/${p.size}`)),
        );
      }),
    );
  });
});

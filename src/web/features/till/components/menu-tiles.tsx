import type { MenuAnswer } from '@domain/contracts/menu';
import type { Product } from '@domain/catalogue';
import { formatPounds } from '@domain/money';
import { memo, useId, useMemo, useState } from 'react';
import { DrinkTiles } from '../../../components/drink-tiles';
import { inputClasses, textState } from '../../../components/form-field';
import { cn } from '../../../lib/cn';

const ALL = '';

/**
 * The menu as tiles, by category, with a search: one tap on a tile adds the drink (its REG size, default options).
 * Every control is a plain button or field, as large as a thumb: no hover, nothing that needs a steady hand.
 */
export const MenuTiles = memo(function MenuTiles({
  menu,
  onTap,
}: {
  menu: MenuAnswer;
  onTap: (product: Product) => void;
}) {
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const words = search.trim().toLowerCase();
  const products = useMemo(
    () =>
      menu.products.filter((product) =>
        words ? product.name.toLowerCase().includes(words) : category === ALL || product.category === category,
      ),
    [menu.products, category, words],
  );
  const tab = (value: string, label: string) => (
    <li key={value || 'all'}>
      <button
        type="button"
        aria-pressed={!words && category === value}
        onClick={() => {
          setCategory(value);
          setSearch('');
        }}
        className={cn(
          'h-12 rounded-full px-5 text-base font-semibold ring-1 ring-inset ring-tea-400/60',
          !words && category === value ? 'bg-tea-900 text-white' : 'bg-white text-tea-900',
        )}
      >
        {label}
      </button>
    </li>
  );
  return (
    <section aria-label="Menu" className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={searchId} className="sr-only">
          Search the menu
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search the menu"
          {...textState(search, setSearch)}
          className={cn(inputClasses, 'mt-0 h-12 max-w-xs text-lg')}
        />
        <ul aria-label="Categories" className="flex flex-wrap gap-2">
          {tab(ALL, 'All')}
          {menu.categories.map((item) => tab(item.value, item.displayName))}
        </ul>
      </div>
      {products.length === 0 ? (
        <p className="py-8 text-center text-lg text-tea-800">Nothing on the menu matches “{search.trim()}”.</p>
      ) : (
        /*
         * Tiles rest scaled to 100%, so the press's 97% changes a scale the tile already has: the browser redraws the
         * tile, where going from no scale to one would lay out the page again under the finger.
         */
        <DrinkTiles
          products={products}
          onPick={onTap}
          className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2"
          tileClassName="flex h-24 w-full flex-col items-start justify-between rounded-2xl bg-white p-3 text-left shadow-sm ring-1 ring-tea-900/10 scale-100 active:scale-[0.97] active:bg-cream-200 disabled:opacity-50"
        >
          {(product) => (
            <>
              <span className="line-clamp-2 text-base leading-tight font-bold text-tea-900">{product.name}</span>
              <span className="text-sm font-semibold text-tea-700 tabular-nums">
                {product.soldOut ? 'Sold out' : formatPounds(product.priceReg)}
              </span>
            </>
          )}
        </DrinkTiles>
      )}
    </section>
  );
});

import type { Product } from '@domain/catalogue';
import type { MenuAnswer } from '@domain/contracts/menu';
import { formatPounds } from '@domain/money';
import { useId, useState } from 'react';
import { DrinkTiles } from '../../../components/drink-tiles';
import { ProductPicture } from '../../../components/product-image';
import { cn } from '../../../lib/cn';

/**
 * The storefront's menu for a kiosk: categories as large toggle buttons, drinks as large tiles (at least 48px, most
 * far more), each a button named by the drink and its price. A tap opens the drink's options.
 */
export function KioskMenu({ menu, onPick }: { menu: MenuAnswer; onPick: (product: Product) => void }) {
  const [category, setCategory] = useState(menu.categories[0]?.value ?? '');
  const titleId = useId();
  const products = menu.products.filter((product) => product.category === category);
  return (
    <section aria-labelledby={titleId} className="flex min-h-0 flex-col gap-4">
      <h2 id={titleId} className="sr-only">
        Menu
      </h2>
      <ul aria-label="Categories" className="flex flex-wrap gap-3">
        {menu.categories.map((item) => (
          <li key={item.value}>
            <button
              type="button"
              aria-pressed={category === item.value}
              onClick={() => setCategory(item.value)}
              className={cn(
                'min-h-14 rounded-full px-6 text-xl font-bold ring-2 ring-inset ring-tea-900/20',
                'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-taro-600',
                category === item.value ? 'bg-tea-900 text-white' : 'bg-white text-tea-900',
              )}
            >
              {item.displayName}
            </button>
          </li>
        ))}
      </ul>
      <DrinkTiles
        products={products}
        onPick={onPick}
        className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3"
        tileClassName={cn(
          'flex min-h-32 w-full items-center gap-4 rounded-3xl bg-white p-4 text-left',
          'shadow-sm ring-1 ring-tea-900/10 active:scale-[0.98] active:bg-cream-200 disabled:opacity-50',
          'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-taro-600',
        )}
      >
        {(product) => (
          <>
            <ProductPicture src={product.image} size={80} className="size-20 shrink-0 rounded-2xl" />
            <span className="flex flex-col gap-2">
              <span className="text-xl leading-tight font-bold text-tea-900">{product.name}</span>
              <span className="text-lg font-semibold text-tea-700 tabular-nums">
                {product.soldOut ? 'Sold out' : `from ${formatPounds(product.priceReg)}`}
              </span>
            </span>
          </>
        )}
      </DrinkTiles>
    </section>
  );
}

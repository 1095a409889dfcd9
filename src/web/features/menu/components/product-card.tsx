import type { Product } from '@domain/catalogue';
import { allergenSummary, dietaryTagName } from '@domain/allergens';
import { formatPounds } from '@domain/money';
import { NOT_TAKING_ORDERS } from '@domain/adding-while-paused';
import type { Promotion } from '@domain/promotion';
import { SIZES, sizeCode, type Size } from '@domain/sizes';
import { unitPrice } from '@domain/unit-price';
import { Plus, RotateCcw, Tag } from 'lucide-react';
import { memo } from 'react';
import { ProductPicture } from '../../../components/product-image';
import { cn } from '../../../lib/cn';
import { formatBundle, formatCalories } from '../../../lib/format';
import type { ProductBreakdown } from '../product-breakdown';
import { preloadSizeDialogAfterPaint } from './lazy-size-dialog';

const preload = () => void preloadSizeDialogAfterPaint().catch(() => {});

/**
 * Image, name, the REG and LRG prices each with an add button, calories; for a product in the basket, the
 * quantity per size, the total and a Reset button. Sold-out products say so and cannot be added.
 */
/**
 * The menu shows some hundred cards: one re-renders only when its own product, deals or basket lines change, not when
 * the Size dialog opens or another drink is added (Interaction to Next Paint). The callbacks are compared
 * by what they do, so they must stay the same functions (the menu page keeps them with useCallback).
 */
export const ProductCard = memo(ProductCardView, (before, after) => {
  return (
    before.product === after.product &&
    before.promotions === after.promotions &&
    before.eagerImage === after.eagerImage &&
    before.notTaking === after.notTaking &&
    before.onChooseSize === after.onChooseSize &&
    before.onReset === after.onReset &&
    sameBreakdown(before.inBasket, after.inBasket)
  );
});

function sameBreakdown(a: ProductBreakdown | null, b: ProductBreakdown | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.totalQuantity !== b.totalQuantity || a.sizes.length !== b.sizes.length) return false;
  return a.sizes.every((entry, index) => {
    const other = b.sizes[index]!;
    return (
      entry.size === other.size &&
      entry.price === other.price &&
      entry.quantity === other.quantity &&
      entry.optionSummary === other.optionSummary
    );
  });
}

function ProductCardView({
  product,
  promotions,
  inBasket,
  onChooseSize,
  onReset,
  eagerImage = false,
  notTaking = false,
}: {
  product: Product;
  promotions: readonly Promotion[];
  inBasket: ProductBreakdown | null;
  onChooseSize: (product: Product, size: Size) => void;
  onReset: (product: Product) => void;
  eagerImage?: boolean;
  /** Online orders paused with no later pickup time: Add is disabled, and the card says why beside it. */
  notTaking?: boolean;
}) {
  const titleId = `product-${product.id}`;
  const reasonId = `product-${product.id}-not-taking`;
  const blocked = notTaking && !product.soldOut;
  const dealFor = (size: Size) => promotions.find((promotion) => promotion.size === size);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative grid grid-cols-[5.5rem_1fr] gap-x-4 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-tea-900/10',
        'transition-shadow hover:shadow-md sm:flex sm:flex-col sm:p-0',
        inBasket && 'ring-2 ring-taro-500',
      )}
    >
      <div className="relative self-start overflow-hidden rounded-2xl sm:rounded-b-none sm:rounded-t-3xl">
        <ProductPicture
          src={product.image}
          size={400}
          // 5.5rem beside the text on a phone; a column of the grid from 640 px (at most some 18rem).
          sizes="(min-width: 640px) 18rem, 5.5rem"
          loading={eagerImage ? 'eager' : 'lazy'}
          className={cn(
            'aspect-square w-full bg-cream-200 object-contain transition-transform duration-300 group-hover:scale-[1.03] sm:aspect-[4/3] sm:p-2',
            product.soldOut && 'opacity-60 grayscale',
          )}
        />
        {product.soldOut ? (
          <span className="absolute inset-x-0 bottom-0 bg-tea-900/85 py-1 text-center text-xs font-bold uppercase tracking-wider text-white sm:left-3 sm:right-auto sm:bottom-3 sm:rounded-full sm:px-3">
            Sold out
          </span>
        ) : null}
      </div>

      <div className="flex min-w-0 flex-col sm:flex-1 sm:px-4 sm:pb-4 sm:pt-3">
        <h3 id={titleId} className="font-display text-lg font-bold leading-snug">
          {product.name}
        </h3>
        {product.description ? (
          <p className="mt-0.5 line-clamp-1 text-sm text-tea-700 sm:mt-1 sm:line-clamp-2">{product.description}</p>
        ) : null}
        <p className="mt-1 text-sm font-semibold text-tea-600">{formatCalories(product.calories)}</p>
        {product.allergens ? (
          <p className="mt-0.5 text-xs text-tea-700">
            {product.allergens.length ? `Contains: ${allergenSummary(product.allergens)}` : 'No major allergens'}
            {product.tags?.length ? ` · ${product.tags.map(dietaryTagName).join(', ')}` : ''}
          </p>
        ) : null}
      </div>

      <div className="col-span-2 mt-2.5 sm:mt-0 sm:px-4 sm:pb-4">
        <ul className="grid grid-cols-2 gap-2">
          {SIZES.map((size) => {
            const price = unitPrice(product, size);
            const code = sizeCode(size);
            const deal = dealFor(size);
            return (
              <li
                key={size}
                className={cn(
                  'flex flex-col items-stretch gap-2 rounded-2xl bg-cream-100 p-2 pl-3',
                  deal && 'bg-berry-50 ring-1 ring-inset ring-berry-100',
                )}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <span className="text-xs font-bold tracking-wider text-tea-600">{code}</span>
                  <span className="font-display text-lg font-extrabold tabular-nums text-tea-900">
                    {formatPounds(price)}
                  </span>
                </div>
                {deal ? (
                  <p className="-mt-1.5 flex items-center gap-1 whitespace-nowrap text-xs font-bold text-berry-700">
                    <Tag aria-hidden className="size-3 shrink-0" />
                    <span className="sr-only">Deal:</span>
                    {formatBundle(deal)}
                  </p>
                ) : null}
                <button
                  type="button"
                  disabled={product.soldOut || blocked}
                  aria-label={`Add ${product.name} ${code} to basket`}
                  aria-describedby={blocked ? reasonId : undefined}
                  onClick={() => onChooseSize(product, size)}
                  // The Size dialog's code is fetched as the pointer or focus arrives, before the click needs it.
                  onPointerEnter={preload}
                  onPointerDown={preload}
                  onFocus={preload}
                  className="mt-auto inline-flex h-9 items-center justify-center gap-1 rounded-full bg-berry-600 text-sm font-bold text-white transition-colors hover:bg-berry-700 disabled:bg-tea-400/40 disabled:text-tea-800"
                >
                  <Plus aria-hidden className="size-4" />
                  {product.soldOut ? 'Sold out' : 'Add'}
                </button>
              </li>
            );
          })}
        </ul>
        {blocked ? (
          <p id={reasonId} className="mt-2 text-center text-sm font-semibold text-red-700">
            {NOT_TAKING_ORDERS}
          </p>
        ) : null}

        {inBasket ? <InBasket product={product} inBasket={inBasket} onReset={onReset} /> : null}
      </div>
    </article>
  );
}

/** What of the product the basket holds: per size its price, options and quantity, the total, and Reset. */
function InBasket({
  product,
  inBasket,
  onReset,
}: {
  product: Product;
  inBasket: ProductBreakdown;
  onReset: (product: Product) => void;
}) {
  return (
    <div className="mt-3 rounded-2xl bg-taro-50 p-3 ring-1 ring-taro-200">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-bold text-taro-700">In your basket</p>
        <button
          type="button"
          onClick={() => onReset(product)}
          aria-label={`Reset ${product.name}`}
          className="inline-flex h-8 items-center gap-1 rounded-full px-2.5 text-sm font-semibold text-taro-700 ring-1 ring-inset ring-taro-500/50 hover:bg-taro-100"
        >
          <RotateCcw aria-hidden className="size-3.5" />
          Reset
        </button>
      </div>
      <ul className="mt-1.5 grid gap-0.5 text-sm text-tea-800" aria-label={`${product.name} in your basket`}>
        {inBasket.sizes.map((entry, index) => (
          <li key={index} className="flex justify-between gap-2 tabular-nums">
            <span>
              <span className="font-bold">{sizeCode(entry.size)}</span> · {formatPounds(entry.price)}
              {entry.optionSummary ? <span className="block text-xs text-tea-700">{entry.optionSummary}</span> : null}
            </span>
            <span>× {entry.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 flex justify-between border-t border-taro-200 pt-1.5 text-sm font-bold text-tea-900">
        <span>Total quantity</span>
        <span className="tabular-nums">{inBasket.totalQuantity}</span>
      </p>
    </div>
  );
}

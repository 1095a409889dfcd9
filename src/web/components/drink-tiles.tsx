import type { Product } from '@domain/catalogue';
import type { ReactNode } from 'react';

/**
 * The drinks as a grid of tiles, each one button (the till's and the kiosk's menus): a sold-out drink stays in its
 * place, so the grid does not shift under a thumb, but cannot be tapped.
 */
export function DrinkTiles({
  products,
  onPick,
  className,
  tileClassName,
  children,
}: {
  products: readonly Product[];
  onPick: (product: Product) => void;
  /** The grid's columns and gaps. */
  className: string;
  tileClassName: string;
  /** What a tile shows of its drink. */
  children: (product: Product) => ReactNode;
}) {
  return (
    <ul aria-label="Drinks" className={className}>
      {products.map((product) => (
        <li key={product.id}>
          <button type="button" disabled={product.soldOut} onClick={() => onPick(product)} className={tileClassName}>
            {children(product)}
          </button>
        </li>
      ))}
    </ul>
  );
}

import type { DietaryTagCode } from '@domain/allergens';
import type { Product } from '@domain/catalogue';
import type { Size } from '@domain/sizes';
import { useCallback } from 'react';
import { useBasket } from '../../../lib/basket';
import { cn } from '../../../lib/cn';
import type { MenuSection } from '../menu-sections';
import { productBreakdown } from '../product-breakdown';
import { DealRibbon } from './deal-ribbon';
import { ProductCard } from './product-card';

type SectionProps = {
  section: MenuSection;
  first: boolean;
  filtered: boolean;
  onChooseSize: (product: Product, size: Size) => void;
  /** Online orders paused with no later pickup time: Add is disabled, the reason beside it. */
  notTaking: boolean;
};

/** The menu's products by section, or why there is nothing to show. */
export function MenuProducts({
  sections,
  tags,
  onChooseSize,
  notTaking,
}: {
  sections: readonly MenuSection[];
  tags: readonly DietaryTagCode[];
  onChooseSize: (product: Product, size: Size) => void;
  notTaking: boolean;
}) {
  return (
    <div id="menu-products" className="mx-auto max-w-6xl scroll-mt-32 px-4 pb-16 sm:px-6">
      {sections.length === 0 && tags.length > 0 ? (
        <p className="py-16 text-center text-lg text-tea-700">Nothing on the menu matches these filters.</p>
      ) : sections.length === 0 ? (
        <p className="py-16 text-center text-lg text-tea-700">The menu is being restocked. Please check back soon.</p>
      ) : (
        sections.map((section, sectionIndex) => (
          <MenuSectionView
            key={section.key}
            section={section}
            first={sectionIndex === 0}
            filtered={tags.length > 0}
            onChooseSize={onChooseSize}
            notTaking={notTaking}
          />
        ))
      )}
    </div>
  );
}

/** One category: its title and deal ribbons, then its product cards. */
function MenuSectionView({ section, first, filtered, onChooseSize, notTaking }: SectionProps) {
  const basket = useBasket();
  // Kept the same between renders, so product cards skip re-rendering (ProductCard is memoised).
  const { removeProduct } = basket;
  const reset = useCallback((product: Product) => removeProduct(product.id), [removeProduct]);
  return (
    <section
      aria-labelledby={`section-${section.key}`}
      // Sections below the first are laid out and painted only as they near the screen: the whole menu at once was
      // the longest task of the page's first second.
      className={cn(first ? 'pt-3 sm:pt-8' : 'pt-8 [contain-intrinsic-size:auto_60rem] [content-visibility:auto]')}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={`section-${section.key}`} className="font-display text-xl font-bold sm:text-3xl">
          {section.title}
        </h2>
        {section.promotions.map((promotion) => (
          <DealRibbon key={promotion.id} promotion={promotion} />
        ))}
      </div>
      {section.products.length === 0 ? (
        <p className="mt-4 text-tea-700">
          {filtered ? 'Nothing in this category matches these filters.' : 'Nothing in this category right now.'}
        </p>
      ) : (
        <div className="mt-3 grid gap-4 sm:mt-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {section.products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              promotions={section.promotions}
              inBasket={productBreakdown(basket.lines, product.id)}
              onChooseSize={onChooseSize}
              onReset={reset}
              eagerImage={first && index < 4}
              notTaking={notTaking}
            />
          ))}
        </div>
      )}
    </section>
  );
}

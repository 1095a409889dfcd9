import { lineKey } from '@domain/basket';
import type { Product } from '@domain/catalogue';
import type { DietaryTagCode } from '@domain/allergens';
import { sizeCode, type Size } from '@domain/sizes';
import { sizePrice } from '@domain/unit-price';
import { optionsSurcharge, optionSummary, type ChosenOption } from '@domain/drink-options';
import { ShoppingBag } from 'lucide-react';
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/button';
import { FloatingAction } from '../../../components/floating-dock';
import { PageHero } from '../../../components/page-hero';
import { useToast } from '../../../components/toast';
import { useBasket } from '../../../lib/basket';
import { cn } from '../../../lib/cn';
import { useMenu } from '../../../lib/menu/get-menu';
import { promotionsInMenuOrder } from '../../../lib/menu/promotions-in-menu-order';
import { useOrderNow } from '../hooks/use-order-now';
import { menuSections, orderedCategories, selectedCategory, selectedTags } from '../menu-sections';
import { productBreakdown } from '../product-breakdown';
import { CategoryFilter } from './category-filter';
import { DealRibbon } from './deal-ribbon';
import { MenuError } from './menu-error';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { PromotionsStrip } from './promotions-strip';
import { LazySizeDialog } from './lazy-size-dialog';
import type { SizeChoice } from './size-dialog';

/** The menu. The chosen category lives in the address (?category=…), so it can be shared and goes Back. */
export function MenuPage() {
  const menu = useMenu();
  // Some 2,500 elements arrive with the menu: rendered as a deferred value, React builds them in short slices that
  // leave the page responsive, rather than in one long task (total blocking time).
  const data = useDeferredValue(menu.data);
  const basket = useBasket();
  const toast = useToast();
  const { onOrderNow } = useOrderNow();
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<SizeChoice | null>(null);

  const categories = useMemo(() => orderedCategories(data?.categories ?? []), [data]);
  const selected = selectedCategory(categories, params.get('category'));
  const dietParam = params.get('diet');
  const tags = useMemo(() => selectedTags(dietParam), [dietParam]);
  const sections = useMemo(() => (data ? menuSections(data, selected, tags) : []), [data, selected, tags]);
  const withDeals = useMemo(() => new Set(data?.promotions.map((p) => p.category) ?? []), [data]);
  const categoryName = (value: string) => categories.find((c) => c.value === value)?.displayName ?? value;

  /** The address keeps the category and the dietary tags: ?category=milk-tea&diet=vegan,caffeine-free. */
  const filterParams = (category: string | null, diet: readonly DietaryTagCode[]) => ({
    ...(category ? { category } : {}),
    ...(diet.length ? { diet: diet.join(',') } : {}),
  });
  const toggleTag = (tag: DietaryTagCode) =>
    setParams(filterParams(selected, tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]), {
      replace: true,
    });

  const select = (value: string | null) => {
    setParams(filterParams(value, tags), { replace: true });
    // Keep the customer at the top of the products when the list above them changes length.
    const products = document.getElementById('menu-products');
    if (products && products.getBoundingClientRect().top < 0) products.scrollIntoView({ block: 'start' });
  };

  // Interaction to Next Paint: what a press on Add 1 to Basket changes (the dialog closing, the basket,
  // the product's card, the header and the toast) is drawn in a transition, so the browser paints the press first
  // rather than after the whole redraw.
  const add = (choice: SizeChoice, quantity: number, options: ChosenOption[]) =>
    startTransition(() => addNow(choice, quantity, options));
  const addNow = ({ product, size }: SizeChoice, quantity: number, options: ChosenOption[]) => {
    basket.add(
      {
        id: product.id,
        name: product.name,
        size,
        price: sizePrice(product, size) + optionsSurcharge(options),
        category: product.category,
        image: product.image,
        options,
      },
      quantity,
    );
    setChoice(null);
    toast({
      title: 'Added to your basket',
      description: `${quantity} × ${product.name} (${sizeCode(size)})${options.length ? ` · ${optionSummary(options)}` : ''}`,
      tone: 'success',
    });
  };

  // Kept the same between renders, so product cards skip re-rendering (ProductCard is memoised).
  const { removeProduct } = basket;
  const reset = useCallback((product: Product) => removeProduct(product.id), [removeProduct]);
  // Opening the Size dialog (its code, the scroll lock, the options) is drawn in a transition too.
  const chooseSize = useCallback(
    (product: Product, size: Size) => startTransition(() => setChoice({ product, size })),
    [],
  );

  return (
    <>
      <title>Our Menu · Pearl</title>
      <PageHero title="Our Menu" eyebrow="Made to order">
        <p className="mt-3 max-w-2xl text-lg text-tea-800">
          Bubble teas, milkshakes and English sweets, each in regular or large. Our catalogue shows all potential items;
          availability may vary by location.
        </p>
      </PageHero>

      {menu.isError && !menu.data ? (
        <MenuError message={menu.error.message} onRetry={() => void menu.refetch()} retrying={menu.isFetching} />
      ) : data ? (
        <>
          <PromotionsStrip promotions={promotionsInMenuOrder(data)} categoryName={categoryName} onShow={select} />
          <CategoryFilter
            categories={categories}
            selected={selected}
            onSelect={select}
            withDeals={withDeals}
            tags={tags}
            onToggleTag={toggleTag}
          />
          <div id="menu-products" className="mx-auto max-w-6xl scroll-mt-32 px-4 pb-16 sm:px-6">
            {sections.length === 0 && tags.length > 0 ? (
              <p className="py-16 text-center text-lg text-tea-700">Nothing on the menu matches these filters.</p>
            ) : sections.length === 0 ? (
              <p className="py-16 text-center text-lg text-tea-700">
                The menu is being restocked. Please check back soon.
              </p>
            ) : (
              sections.map((section, sectionIndex) => (
                <section
                  key={section.key}
                  aria-labelledby={`section-${section.key}`}
                  // Sections below the first are laid out and painted only as they near the screen: the whole
                  // menu at once was the longest task of the page's first second.
                  className={cn(
                    'pt-8',
                    sectionIndex > 0 && '[contain-intrinsic-size:auto_60rem] [content-visibility:auto]',
                  )}
                >
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <h2 id={`section-${section.key}`} className="font-display text-2xl font-bold sm:text-3xl">
                      {section.title}
                    </h2>
                    {section.promotions.map((promotion) => (
                      <DealRibbon key={promotion.id} promotion={promotion} />
                    ))}
                  </div>
                  {section.products.length === 0 ? (
                    <p className="mt-4 text-tea-700">
                      {tags.length > 0
                        ? 'Nothing in this category matches these filters.'
                        : 'Nothing in this category right now.'}
                    </p>
                  ) : (
                    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                      {section.products.map((product, index) => (
                        <ProductCard
                          key={product.id}
                          product={product}
                          promotions={section.promotions}
                          inBasket={productBreakdown(basket.lines, product.id)}
                          onChooseSize={chooseSize}
                          onReset={reset}
                          eagerImage={sectionIndex === 0 && index < 4}
                        />
                      ))}
                    </div>
                  )}
                </section>
              ))
            )}
          </div>
        </>
      ) : (
        <ProductGridSkeleton />
      )}

      <LazySizeDialog
        choice={choice}
        promotion={
          choice
            ? menu.data?.promotions.find((p) => p.category === choice.product.category && p.size === choice.size)
            : undefined
        }
        inBasket={(options) =>
          choice
            ? (basket.lines.find(
                (line) =>
                  lineKey(line) === lineKey({ name: choice.product.name, size: choice.size, options: [...options] }),
              )?.quantity ?? 0)
            : 0
        }
        onClose={() => setChoice(null)}
        onAdd={add}
      />

      <FloatingAction>
        <Button
          onClick={onOrderNow}
          className="h-12 px-5 shadow-xl shadow-berry-700/30 ring-2 ring-cream-50 sm:h-14 sm:px-7 sm:text-lg"
        >
          <ShoppingBag aria-hidden className="hidden size-5 sm:block" />
          Order Now
        </Button>
      </FloatingAction>
    </>
  );
}

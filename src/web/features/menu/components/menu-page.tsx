import { ShoppingBag } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Button } from '../../../components/button';
import { FloatingAction } from '../../../components/floating-dock';
import { PageHero } from '../../../components/page-hero';
import { addWhilePaused, laterPickupNote } from '@domain/adding-while-paused';
import { useMenu } from '../../../lib/menu/get-menu';
import { useShopStatus } from '../../../lib/shop/shop-status';
import { promotionsInMenuOrder } from '../../../lib/menu/promotions-in-menu-order';
import { useMenuFilters } from '../hooks/use-menu-filters';
import { useOrderNow } from '../hooks/use-order-now';
import { useSizeChoice } from '../hooks/use-size-choice';
import { menuSections, orderedCategories } from '../menu-sections';
import { CategoryFilter } from './category-filter';
import { LazySizeDialog } from './lazy-size-dialog';
import { MenuError } from './menu-error';
import { MenuProducts } from './menu-products';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { PromotionsStrip } from './promotions-strip';

/** The menu. The chosen category lives in the address (?category=…), so it can be shared and goes Back. */
export function MenuPage() {
  const menu = useMenu();
  // Some 2,500 elements arrive with the menu: rendered as a deferred value, React builds them in short slices that
  // leave the page responsive, rather than in one long task (total blocking time).
  const data = useDeferredValue(menu.data);
  const { onOrderNow } = useOrderNow();
  const sizeChoice = useSizeChoice();
  const { choice } = sizeChoice;
  // Paused: Add orders for a later pickup time when there is one (the Size dialog says so), else it is disabled.
  const adding = addWhilePaused(useShopStatus().data);

  const categories = useMemo(() => orderedCategories(data?.categories ?? []), [data]);
  const { selected, tags, toggleTag, select } = useMenuFilters(categories);
  const sections = useMemo(() => (data ? menuSections(data, selected, tags) : []), [data, selected, tags]);
  const withDeals = useMemo(() => new Set(data?.promotions.map((p) => p.category) ?? []), [data]);
  const categoryName = (value: string) => categories.find((c) => c.value === value)?.displayName ?? value;

  return (
    <>
      <title>Our Menu · Pearl</title>
      {/* Short on a phone: the first screen has room for the deals, the filters and a drink with its Add button. */}
      <PageHero
        title="Our Menu"
        eyebrow="Made to order"
        className="pt-3 pb-3 sm:pt-10 sm:pb-8"
        eyebrowClassName="hidden sm:block"
      >
        <p className="mt-1.5 max-w-2xl text-sm text-tea-800 sm:mt-3 sm:text-lg">
          <span className="hidden sm:inline">
            Bubble teas, milkshakes and English sweets, each in regular or large.{' '}
          </span>
          Our catalogue shows all potential items; availability may vary by location.
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
          <MenuProducts
            sections={sections}
            tags={tags}
            onChooseSize={sizeChoice.chooseSize}
            notTaking={adding.kind === 'not-taking'}
          />
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
        inBasket={sizeChoice.inBasket}
        dealMade={sizeChoice.dealMade}
        onClose={sizeChoice.close}
        onAdd={sizeChoice.add}
        note={adding.kind === 'later-pickup' ? laterPickupNote(adding.first) : null}
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

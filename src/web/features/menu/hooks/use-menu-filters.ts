import type { DietaryTagCode } from '@domain/allergens';
import type { Category } from '@domain/catalogue';
import { useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';
import { selectedCategory, selectedTags } from '../menu-sections';

/** The address keeps the category and the dietary tags: ?category=milk-tea&diet=vegan,caffeine-free. */
const filterParams = (category: string | null, diet: readonly DietaryTagCode[]) => ({
  ...(category ? { category } : {}),
  ...(diet.length ? { diet: diet.join(',') } : {}),
});

/**
 * The menu's filters, kept in the address so they can be shared and go Back: the chosen category and dietary tags,
 * choosing a category (which keeps the customer at the top of the products) and switching a tag.
 */
export function useMenuFilters(categories: readonly Category[]) {
  const [params, setParams] = useSearchParams();
  const selected = selectedCategory(categories, params.get('category'));
  const dietParam = params.get('diet');
  const tags = useMemo(() => selectedTags(dietParam), [dietParam]);

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

  return { selected, tags, toggleTag, select };
}

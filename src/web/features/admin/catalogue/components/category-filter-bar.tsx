import { useState } from 'react';
import { cn } from '../../../../lib/cn';
import { useAdminCategories } from '../api/get-categories';
import { CategoryLoadMessage, categoryLoadMessage } from './category-load-state';

const ALL = 'All';

/**
 * A section's choice in its filter bar, and what that choice means: which of its items show, and the category a new
 * item starts in (the one filtered by, so + Add there adds to it).
 */
export function useCategoryFilter() {
  const categories = useAdminCategories();
  const [selected, setSelected] = useState(ALL);
  return {
    categories,
    /** The filter bar's own props, but for what it filters. */
    bar: { categories, selected, onSelect: setSelected },
    shows: (item: { category: string }) => selected === ALL || item.category === selected,
    newItemCategory: selected === ALL ? '' : selected,
  };
}

/** A category filter bar, All plus each category value; the load texts instead while needed. */
export function CategoryFilterBar({
  what,
  categories,
  selected,
  onSelect,
}: {
  /** What it filters, for its name: "Filter products by category". */
  what: string;
  categories: ReturnType<typeof useAdminCategories>;
  selected: string;
  onSelect: (value: string) => void;
}) {
  const message = categoryLoadMessage(categories);
  if (message) return <CategoryLoadMessage message={message} />;
  const values = [ALL, ...(categories.data ?? []).map((category) => category.value)];
  return (
    <div role="group" aria-label={`Filter ${what} by category`} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {values.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
          className={cn(
            'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset transition-colors',
            selected === value
              ? 'bg-taro-600 text-white ring-taro-600'
              : 'bg-white text-tea-800 ring-tea-400/60 hover:bg-cream-200',
          )}
        >
          {value}
        </button>
      ))}
    </div>
  );
}

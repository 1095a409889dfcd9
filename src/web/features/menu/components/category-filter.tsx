import type { Category } from '@domain/catalogue';
import { Tag } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * Spec §2: a sticky row of filter buttons, All first, then the categories (display names). The pressed one is
 * announced through aria-pressed; a category with a deal carries a tag mark, described for screen readers.
 */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
  withDeals,
}: {
  categories: readonly Category[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  withDeals: ReadonlySet<string>;
}) {
  const options = [{ value: null, label: 'All' }, ...categories.map((c) => ({ value: c.value, label: c.displayName }))];
  return (
    <div className="sticky top-14 z-30 mt-8 border-b border-tea-900/10 bg-cream-100/95 backdrop-blur">
      <div
        role="group"
        aria-label="Filter the menu by category"
        className="mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:none] sm:px-6"
      >
        {options.map((option) => {
          const pressed = option.value === selected;
          const hasDeal = option.value !== null && withDeals.has(option.value);
          return (
            <button
              key={option.value ?? 'all'}
              type="button"
              aria-pressed={pressed}
              aria-describedby={hasDeal ? 'category-has-deal' : undefined}
              onClick={() => onSelect(option.value)}
              className={cn(
                'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-4 font-semibold transition-colors',
                pressed
                  ? 'bg-tea-900 text-white shadow-sm'
                  : 'bg-white text-tea-800 ring-1 ring-inset ring-tea-900/15 hover:bg-cream-200',
              )}
            >
              {option.label}
              {hasDeal ? (
                <Tag aria-hidden className={cn('size-4', pressed ? 'text-berry-100' : 'text-berry-600')} />
              ) : null}
            </button>
          );
        })}
        <span id="category-has-deal" hidden>
          Has a deal
        </span>
      </div>
    </div>
  );
}

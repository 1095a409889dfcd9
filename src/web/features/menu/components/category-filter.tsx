import { DIETARY_TAGS, type DietaryTagCode } from '@domain/allergens';
import type { Category } from '@domain/catalogue';
import { Check, Tag } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A filter chip: white while off, in its own colour while pressed. */
const chipClasses = (pressed: boolean, pressedLook: string) =>
  cn(
    'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-4 font-semibold transition-colors',
    pressed ? pressedLook : 'bg-white text-tea-800 ring-1 ring-inset ring-tea-900/15 hover:bg-cream-200',
  );

/**
 * A sticky row of filter buttons, All first, then the categories (display names). The pressed one is
 * announced through aria-pressed; a category with a deal carries a tag mark, described for screen readers. After them,
 * the dietary tags (Vegan, Caffeine-free), each a toggle of its own that narrows whatever category is shown.
 */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
  withDeals,
  tags,
  onToggleTag,
}: {
  categories: readonly Category[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  withDeals: ReadonlySet<string>;
  tags: readonly DietaryTagCode[];
  onToggleTag: (tag: DietaryTagCode) => void;
}) {
  const options = [{ value: null, label: 'All' }, ...categories.map((c) => ({ value: c.value, label: c.displayName }))];
  return (
    <div className="sticky top-14 z-30 mt-8 border-b border-tea-900/10 bg-cream-100/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-col px-4 sm:px-6 lg:flex-row lg:items-center lg:gap-2">
        <div
          role="group"
          aria-label="Filter the menu by category"
          className="flex min-w-0 gap-2 overflow-x-auto py-3 [scrollbar-width:none]"
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
                className={chipClasses(pressed, 'bg-tea-900 text-white shadow-sm')}
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
        <span aria-hidden className="my-4 hidden w-px shrink-0 self-stretch bg-tea-900/15 lg:block" />
        <div role="group" aria-label="Filter the menu by dietary tag" className="flex shrink-0 gap-2 pb-3 lg:py-3">
          {DIETARY_TAGS.map((tag) => {
            const pressed = tags.includes(tag.code);
            return (
              <button
                key={tag.code}
                type="button"
                aria-pressed={pressed}
                onClick={() => onToggleTag(tag.code)}
                className={chipClasses(pressed, 'bg-matcha-700 text-white shadow-sm')}
              >
                {pressed ? <Check aria-hidden className="size-4" /> : null}
                {tag.name}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}

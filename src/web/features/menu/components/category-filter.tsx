import { DIETARY_TAGS, type DietaryTagCode } from '@domain/allergens';
import type { Category } from '@domain/catalogue';
import { Check, ChevronRight, Tag } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useScrollEdges } from '../hooks/use-scroll-edges';

/** A filter chip: white while off, in its own colour while pressed. */
const chipClasses = (pressed: boolean, pressedLook: string) =>
  cn(
    'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-[0.9375rem] font-semibold transition-colors',
    pressed ? pressedLook : 'bg-white text-tea-800 ring-1 ring-inset ring-tea-900/15 hover:bg-cream-200',
  );

/**
 * A sticky row of filter buttons, All first, then the categories (display names). The pressed one is
 * announced through aria-pressed; a category with a deal carries a tag mark, described for screen readers. After them,
 * the dietary tags (Vegan, Caffeine-free), each a toggle of its own that narrows whatever category is shown. All of
 * them sit in one row, which scrolls sideways when they do not fit and then fades out at the side with more.
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
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  return (
    <div className="sticky top-14 z-30 mt-3 border-b border-tea-900/10 bg-cream-100/95 backdrop-blur sm:mt-8">
      <div className="relative mx-auto max-w-6xl">
        <div ref={ref} className="flex items-center gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:px-6">
          <div role="group" aria-label="Filter the menu by category" className="flex shrink-0 gap-2">
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
          <span aria-hidden className="h-6 w-px shrink-0 bg-tea-900/20" />
          <div role="group" aria-label="Filter the menu by dietary tag" className="flex shrink-0 gap-2">
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
        {/* More chips past the edge: the row fades out there (decoration; the buttons stay in the tab order). */}
        {edges.before ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-0 w-10 bg-gradient-to-r from-cream-100 to-transparent"
          />
        ) : null}
        {edges.after ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-0 flex w-14 items-center justify-end bg-gradient-to-l from-cream-100 via-cream-100/80 to-transparent pr-1 text-tea-700"
          >
            <ChevronRight className="size-5" />
          </span>
        ) : null}
      </div>
    </div>
  );
}

import type { Promotion } from '@domain/promotion';
import { ArrowRight, BadgePercent } from 'lucide-react';

/** The active deals, so customers see them before they choose. */
export function PromotionsStrip({
  promotions,
  categoryName,
  onShow,
}: {
  promotions: readonly Promotion[];
  categoryName: (value: string) => string;
  onShow: (category: string) => void;
}) {
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="deals-title" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <h2 id="deals-title" className="font-display text-2xl font-bold">
        Today&rsquo;s deals
      </h2>
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="w-[17rem] shrink-0 snap-start sm:w-auto">
            <button
              type="button"
              onClick={() => onShow(promotion.category)}
              className="group flex h-full w-full items-start gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-tea-900/10 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-berry-50 text-berry-600">
                <BadgePercent aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-display font-bold leading-snug text-tea-900">{promotion.title}</span>
                <span className="mt-0.5 block text-sm text-tea-700">{promotion.description}</span>
                <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-berry-700 group-hover:underline">
                  Show {categoryName(promotion.category)}
                  <ArrowRight aria-hidden className="size-4" />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

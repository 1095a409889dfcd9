import type { MenuPromotion } from '@domain/promotion';
import { ArrowRight, BadgePercent } from 'lucide-react';

/** The deals running now, so customers see them before they choose; "Until 17:00" on one that stops today. */
export function PromotionsStrip({
  promotions,
  categoryName,
  onShow,
}: {
  promotions: readonly MenuPromotion[];
  categoryName: (value: string) => string;
  onShow: (category: string) => void;
}) {
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="deals-title" className="mx-auto max-w-6xl px-4 pt-2 sm:px-6 sm:pt-6">
      <h2 id="deals-title" className="font-display text-lg font-bold sm:text-2xl">
        Today&rsquo;s deals
      </h2>
      {/* One row that scrolls sideways at every width; the next card peeks in at the edge, so it shows it scrolls. */}
      <ul className="-mx-4 mt-1 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 py-1.5 [scrollbar-width:thin] sm:mx-0 sm:mt-3 sm:px-1">
        {promotions.map((promotion) => (
          <li
            key={promotion.id}
            className="w-[17rem] shrink-0 snap-start sm:w-[16.5rem] lg:w-auto lg:min-w-[15rem] lg:flex-1 lg:basis-0"
          >
            <button
              type="button"
              onClick={() => onShow(promotion.category)}
              className="group flex h-full w-full items-start gap-3 rounded-2xl bg-white px-3 py-2.5 text-left shadow-sm ring-1 ring-tea-900/10 transition hover:-translate-y-0.5 hover:shadow-md sm:p-4"
            >
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-berry-50 text-berry-600 sm:size-10">
                <BadgePercent aria-hidden className="size-4 sm:size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm leading-snug font-bold text-tea-900 sm:font-display sm:text-base">
                  {promotion.title}
                </span>
                {promotion.until ? (
                  <span className="mt-0.5 block text-sm font-semibold text-berry-700">{promotion.until}</span>
                ) : null}
                <span className="mt-0.5 hidden text-sm text-tea-700 sm:block">{promotion.description}</span>
                <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-berry-700 group-hover:underline sm:mt-2">
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

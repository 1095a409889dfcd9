import type { StampCardAnswer } from '@domain/contracts/loyalty';
import { rewardWaitingText, stampsLabel } from '@domain/stamp-card';
import { CupSoda } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The customer's stamp card on their order page: "Stamps: N of 9", a row of cups filled or empty, a reward waiting. */
export function StampCardPanel({ card }: { card: StampCardAnswer }) {
  const label = stampsLabel(card);
  const waiting = rewardWaitingText(card);
  return (
    <section aria-labelledby="stamp-card-heading" className="rounded-3xl bg-white p-5 ring-1 ring-tea-900/10 sm:p-8">
      <h2 id="stamp-card-heading" className="font-display text-xl font-bold">
        Your stamp card
      </h2>
      <p className="mt-1 font-semibold text-tea-900">{label}</p>
      <ol aria-label={label} className="mt-3 flex flex-wrap gap-1.5">
        {Array.from({ length: card.of }, (_, index) => {
          const filled = index < card.stamps;
          return (
            <li
              key={index}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-full ring-1',
                filled ? 'bg-taro-600 text-white ring-taro-700' : 'bg-cream-50 text-tea-400 ring-tea-400/50',
              )}
            >
              <CupSoda aria-hidden className="size-5" />
              <span className="sr-only">{filled ? 'Stamped' : 'Not stamped yet'}</span>
            </li>
          );
        })}
      </ol>
      {waiting ? <p className="mt-3 font-semibold text-matcha-700">{waiting} Use it at your next checkout.</p> : null}
    </section>
  );
}

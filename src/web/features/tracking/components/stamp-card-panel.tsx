import type { StampCardAnswer, StampCardCounterCode } from '@domain/contracts/loyalty';
import { rewardWaitingText, stampsLabel } from '@domain/stamp-card';
import { CupSoda } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The customer's stamp card on their order page: "Stamps: N of 9", a row of cups filled or empty, a reward waiting. */
export function StampCardPanel({ card, code }: { card: StampCardAnswer; code?: StampCardCounterCode | null }) {
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
      {code ? <CounterCode code={code} /> : null}
    </section>
  );
}

/** Modules of white around the QR, as scanners expect. */
const QUIET_ZONE = 4;

/**
 * The card's counter code, for the till: large, in two groups to read out, and as a QR (drawn by the server) for a
 * till with a camera. Anyone who sees it could spend the free drink, so the page says so.
 */
function CounterCode({ code }: { code: StampCardCounterCode }) {
  const side = code.qr.size + 2 * QUIET_ZONE;
  return (
    <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-tea-900/10 sm:flex-row sm:items-center sm:gap-5">
      <svg
        role="img"
        aria-label={`QR code of your stamp card code ${code.code}`}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
        shapeRendering="crispEdges"
        className="size-40 shrink-0 rounded-lg bg-white"
      >
        <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
        <path d={code.qr.path} fill="#000" />
      </svg>
      <div className="text-center sm:text-left">
        <p className="font-semibold text-tea-900">Show this at the counter to collect stamps or use your free drink.</p>
        <p className="mt-1 font-mono text-3xl font-bold tracking-widest text-tea-900" data-stamp-code>
          {code.code}
        </p>
        <p className="mt-1 text-sm text-tea-700">Keep it to yourself: whoever has it can use your free drink.</p>
      </div>
    </div>
  );
}

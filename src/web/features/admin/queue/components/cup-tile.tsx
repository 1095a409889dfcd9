import type { MakersQueue } from '@domain/contracts/printing';
import { Check, TriangleAlert } from 'lucide-react';
import { useToast } from '../../../../components/toast';
import { useMarkMade } from '../api/queue';
import { onTicketKeys } from '../hooks/ticket-keys';
import type { ChosenOption } from './sold-out-dialog';

type QueueOrder = MakersQueue['orders'][number];
type Cup = QueueOrder['cups'][number];

/**
 * One cup of a ticket: its number in the order, drink and size, options (each a tap away from Sold out), the
 * allergens line, and **Made**.
 */
export function CupTile({
  cup,
  label,
  orderId,
  onOption,
}: {
  cup: Cup;
  /** "Classic Milk Tea 1/2 for order #fbb5f967": what Made says to a screen reader. */
  label: string;
  orderId: string;
  onOption: (option: ChosenOption) => void;
}) {
  const markMade = useMarkMade();
  const toast = useToast();
  if (cup.made)
    // Done: the cup steps out of the way, so what is left to make stands out.
    return (
      <li className="flex h-9 items-center gap-2 rounded-xl bg-matcha-50 px-2 text-base ring-1 ring-matcha-700/40">
        <Check aria-hidden className="size-5 shrink-0 text-matcha-700" />
        <span className="rounded bg-tea-900 px-1.5 text-sm font-bold text-white">{cup.cup}</span>
        <span className="min-w-0 flex-1 truncate font-semibold text-tea-900">
          {cup.drink} {cup.size.toUpperCase()}
        </span>
        <span className="font-extrabold text-matcha-700">Made</span>
      </li>
    );
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1 rounded-xl bg-white p-1.5 ring-1 ring-tea-900/25">
      <div className="min-w-0">
        <p className="text-lg leading-tight font-extrabold text-tea-900">
          {cup.drink} <span className="text-tea-800">{cup.size.toUpperCase()}</span>
        </p>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm font-bold">
          <span className="rounded bg-tea-900 px-1.5 text-white">{cup.cup}</span>
          {cup.allergens.length ? (
            <span className="flex items-center gap-1 text-berry-700">
              <TriangleAlert aria-hidden className="size-4 shrink-0" /> Allergens: {cup.allergens.join(', ')}
            </span>
          ) : (
            <span className="text-tea-700">No allergens declared</span>
          )}
        </p>
      </div>
      <button
        type="button"
        data-stop
        onKeyDown={onTicketKeys}
        aria-label={`Made: ${label}`}
        disabled={markMade.isPending}
        onClick={() =>
          markMade.mutate(
            { orderId, cup: cup.index },
            { onError: (failure) => toast({ title: 'The cup was not marked made.', description: failure.message }) },
          )
        }
        className="h-12 min-w-20 rounded-xl bg-tea-900 px-3 text-lg font-extrabold text-white hover:bg-tea-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-taro-600 active:scale-[0.97] disabled:opacity-60"
      >
        Made
      </button>
      {cup.options.length ? (
        <ul aria-label="Options" className="col-span-2 flex flex-wrap gap-1">
          {cup.options.map((name, index) => {
            const id = cup.optionIds[index];
            return (
              <li key={`${name}-${index}`}>
                {/* 40 px drawn, 48 px to touch: the target reaches into the space around the row. */}
                <button
                  type="button"
                  data-stop
                  onKeyDown={onTicketKeys}
                  disabled={!id}
                  title={`${name}: tap to mark it sold out`}
                  onClick={() => id && onOption({ id, name })}
                  className="relative h-10 rounded-lg bg-cream-200 px-1.5 text-sm font-bold text-tea-900 ring-1 ring-tea-900/20 after:absolute after:inset-x-0 after:-inset-y-1 after:content-[''] hover:bg-cream-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-taro-600"
                >
                  {name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

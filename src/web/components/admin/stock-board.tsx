import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../button';
import { MENU_STREAM_URL, subscribeToMenuChanges } from '../../lib/menu/menu-live-updates';
import { stockBoardKey, useSetOut, useStockBoard } from '../../lib/admin/stock';
import { textState } from '../form-field';

/** The board follows the menu's live changes: an ingredient out or back, and the counts every payment takes. */
function useBoardLive(follow: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!follow || typeof EventSource === 'undefined') return;
    return subscribeToMenuChanges(
      () => new EventSource(MENU_STREAM_URL),
      (change) => {
        if (change === 'menu') void queryClient.invalidateQueries({ queryKey: stockBoardKey });
      },
    );
  }, [queryClient, follow]);
}

/**
 * The stock line of the make screen and the counter, live: **Out** on an ingredient that ran out, what is out with
 * **Back in**, and what is low (at most 3 left). A page that already follows the menu's stream keeps the board fresh
 * itself (`followLive={false}`), so it opens one stream, not two.
 */
export function StockBoard({ followLive = true }: { followLive?: boolean }) {
  const board = useStockBoard();
  const setOut = useSetOut();
  const selectId = useId();
  useBoardLive(followLive);
  const [chosen, setChosen] = useState('');
  const out = board.data?.out ?? [];
  const low = board.data?.low ?? [];
  const inStock = board.data?.inStock ?? [];
  if (!board.data) return null;
  return (
    <section
      aria-label="Stock"
      className="mt-2 flex flex-wrap items-center gap-2 rounded-2xl bg-white p-2 ring-1 ring-tea-900/10"
    >
      {inStock.length ? (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) setOut.mutate({ id: chosen, out: true }, { onSuccess: () => setChosen('') });
          }}
        >
          <label htmlFor={selectId} className="font-semibold text-tea-900">
            Ran out of
          </label>
          <select
            id={selectId}
            {...textState(chosen, setChosen)}
            className="h-9 rounded-full bg-cream-100 px-3 ring-1 ring-tea-400/60"
          >
            <option value="">Choose…</option>
            {inStock.map((ingredient) => (
              <option key={ingredient.id} value={ingredient.id}>
                {ingredient.name}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="danger" disabled={!chosen || setOut.isPending}>
            Out
          </Button>
        </form>
      ) : null}
      {out.map((ingredient) => (
        <span
          key={ingredient.id}
          className="flex items-center gap-2 rounded-full bg-berry-50 py-1 pr-1 pl-3 font-semibold text-berry-800"
        >
          {ingredient.name} out
          <Button
            size="sm"
            variant="accent"
            disabled={setOut.isPending}
            aria-label={`Back in: ${ingredient.name}`}
            onClick={() => setOut.mutate({ id: ingredient.id, out: false })}
          >
            Back in
          </Button>
        </span>
      ))}
      {low.map((product) => (
        <span key={product.productId} className="rounded-full bg-cream-200 px-3 py-1 font-semibold text-tea-900">
          {product.left === 0 ? `${product.name}: none left` : `${product.name}: ${product.left} left`}
        </span>
      ))}
    </section>
  );
}

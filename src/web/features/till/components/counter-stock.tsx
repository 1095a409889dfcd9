import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useRef } from 'react';
import { StockBoard } from '../../../components/admin/stock-board';
import { stockBoardKey } from '../../../lib/admin/stock';
import { useMenu } from '../../../lib/menu/get-menu';
import { useMenuLiveUpdates } from '../../../lib/menu/menu-live-updates';

/**
 * The counter's stock line, live: what is out with **Back in**, **Out** for an ingredient, and what is low (at most 3
 * left). The till has no shop frame around it, so this follows the menu's stream itself (with the 30-second fallback):
 * the tiles of what sells out turn to "Sold out" within a second, and each new menu asks for the board again (a
 * payment that takes the last ones changes both). It takes nothing from the sale, so a tap on a drink leaves it be.
 */
export const CounterStock = memo(function CounterStock() {
  useMenuLiveUpdates();
  const queryClient = useQueryClient();
  const menuUpdatedAt = useMenu().dataUpdatedAt;
  const first = useRef(true);
  useEffect(() => {
    // The board is fetched on its own when it first shows; after that, each new menu refreshes it.
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: stockBoardKey });
  }, [menuUpdatedAt, queryClient]);
  return (
    <div className="mb-3 empty:hidden">
      <StockBoard followLive={false} />
    </div>
  );
});

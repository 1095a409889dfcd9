import type { MakersQueue } from '@domain/contracts/printing';
import { useEffect, useRef, useState } from 'react';
import { ticketNumber } from '../ticket-number';

/**
 * What the make screen's live region says when tickets arrive ("New ticket #fbb5f967 for Priya, 2 cups"), so a
 * screen reader hears each new order; the tickets there when the screen opened are not announced.
 */
export function useNewTicketWords(queue: MakersQueue | undefined): string {
  const seen = useRef<Set<string> | null>(null);
  const [words, setWords] = useState('');
  useEffect(() => {
    if (!queue) return;
    const ids = new Set(queue.orders.map((order) => order.id));
    const before = seen.current;
    seen.current = ids;
    if (!before) return;
    const arrived = queue.orders.filter((order) => !before.has(order.id));
    if (!arrived.length) return;
    setWords(
      arrived
        .map(
          (order) =>
            `New ticket #${ticketNumber(order)} for ${order.firstName || 'a customer'}, ${order.cups.length} ${order.cups.length === 1 ? 'cup' : 'cups'}, ${order.pickup}.`,
        )
        .join(' '),
    );
  }, [queue]);
  return words;
}

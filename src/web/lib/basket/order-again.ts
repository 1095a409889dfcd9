/**
 * Order again, from an order's page or its receipt's link: the order's drinks put in the basket at today's prices
 * (src/domain/order-again.ts), then the basket's page. What was left out is handed to that page in memory: the move is
 * a navigation inside the app, and a page drawn afresh has nothing to say.
 */
import { orderAgain, type OrderedLine } from '@domain/order-again';
import { useMenu } from '../menu/get-menu';
import { useNavigate } from '../router';
import { useBasket } from './basket-provider';

let leftOut: string[] = [];

/** What the last Order again left out (each note once: the page that shows them takes them). */
export function takeOrderAgainNotes(): string[] {
  const notes = leftOut;
  leftOut = [];
  return notes;
}

/** Order again: null until the menu has arrived; then a function that refills the basket and opens /order-online. */
export function useOrderAgain(): ((ordered: readonly OrderedLine[]) => void) | null {
  const basket = useBasket();
  const menu = useMenu();
  const navigate = useNavigate();
  const products = menu.data?.products;
  if (!products || !basket.ready) return null;
  return (ordered) => {
    const again = orderAgain(ordered, products);
    for (const { quantity, ...item } of again.lines) basket.add(item, quantity);
    leftOut = again.notes;
    void navigate('/order-online');
  };
}

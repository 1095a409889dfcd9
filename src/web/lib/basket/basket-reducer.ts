/**
 * The basket's state changes, each one a call into the domain core (src/domain/basket.ts): no basket rule is
 * written here. Kept free of React so it can be tested as plain functions.
 */
import {
  giveDefaultOptions,
  addToBasket,
  changeQuantity,
  removeLine,
  removeProduct,
  setQuantity,
  type BasketItem,
  type BasketLine,
  type LineIdentity,
} from '@domain/basket';
import type { Product } from '@domain/catalogue';
import { refreshLinesFromMenu } from './refresh-lines-from-menu';

/** How a line is pointed at: name, size and chosen drink options; no options means none chosen. */
export type LineRef = LineIdentity;

export interface BasketState {
  lines: BasketLine[];
  /** Counts the changes made to the basket, so the floating basket button can pulse on each one. */
  changes: number;
}

export type BasketAction =
  | { type: 'add'; item: BasketItem; quantity: number }
  | { type: 'setQuantity'; line: LineRef; quantity: number }
  | { type: 'changeQuantity'; line: LineRef; delta: number }
  | { type: 'remove'; line: LineRef }
  | { type: 'removeProduct'; productId: string }
  | { type: 'clear' }
  /** Another tab changed the stored basket. */
  | { type: 'replace'; lines: BasketLine[] }
  /** The stored basket read after a server-rendered page hydrated: not a change the visitor made. */
  | { type: 'load'; lines: BasketLine[] }
  /** The menu changed: lines take the current price, category and image of their product. */
  | { type: 'syncWithMenu'; products: readonly Product[] };

function changed(state: BasketState, lines: BasketLine[]): BasketState {
  return { lines, changes: state.changes + 1 };
}

export function basketReducer(state: BasketState, action: BasketAction): BasketState {
  switch (action.type) {
    case 'add':
      return changed(state, addToBasket(state.lines, action.item, action.quantity));
    case 'setQuantity':
      return changed(state, setQuantity(state.lines, action.line, action.quantity));
    case 'changeQuantity':
      return changed(state, changeQuantity(state.lines, action.line, action.delta));
    case 'remove':
      return changed(state, removeLine(state.lines, action.line));
    case 'removeProduct':
      return changed(state, removeProduct(state.lines, action.productId));
    case 'clear':
      return state.lines.length === 0 ? state : changed(state, []);
    case 'replace':
      return changed(state, action.lines);
    case 'load':
      return { ...state, lines: action.lines };
    case 'syncWithMenu': {
      // A line saved before drink options takes its drink's defaults first, then today's prices.
      const lines = refreshLinesFromMenu(giveDefaultOptions(state.lines, action.products), action.products);
      return lines === state.lines ? state : { ...state, lines };
    }
  }
}

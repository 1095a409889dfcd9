import { optionSummary, type ChosenOption } from './drink-options';
import type { Pence } from './money';
import type { Size } from './sizes';

/** What one basket line shows wherever it is listed: name, size, quantity, unit price, line total. */
export interface BasketLineView {
  name: string;
  size: Size;
  /** The chosen options in one line, e.g. "25% sugar · Less ice · Tapioca pearls"; empty when there are none. */
  optionSummary: string;
  quantity: number;
  /** Size price plus the options' surcharges. */
  unitPrice: Pence;
  /** Unit price × quantity: the line's share of the subtotal, before any promotion. */
  lineTotal: Pence;
}

/** A line costs its unit price times its quantity; promotions are applied to the basket as a whole. */
export function lineTotal(unitPrice: Pence, quantity: number): Pence {
  return unitPrice * quantity;
}

/** Reads a basket line (or a line about to be added) for display. */
export function basketLineView(line: {
  name: string;
  size: Size;
  price: Pence;
  quantity: number;
  options?: readonly Pick<ChosenOption, 'name'>[];
}): BasketLineView {
  return {
    name: line.name,
    size: line.size,
    optionSummary: optionSummary(line.options),
    quantity: line.quantity,
    unitPrice: line.price,
    lineTotal: lineTotal(line.price, line.quantity),
  };
}

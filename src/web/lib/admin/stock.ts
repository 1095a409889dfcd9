import { noContent } from '@domain/contracts/common';
import { stockAnswer, stockBoardAnswer, stockOutagesAnswer, stockRefusalsAnswer } from '@domain/contracts/stock';
import type { StaffFetch } from './staff-fetch';
import { useStaffMutation, useStaffQuery } from './staff-query';

/** Under ['admin'], as every admin query: signing out drops it. */
const stockKey = ['admin', 'stock'] as const;
export const stockBoardKey = ['admin', 'stock', 'board'] as const;

export interface IngredientInput {
  name: string;
  productIds: string[];
  optionIds: string[];
}

/** GET /api/admin/stock: the ingredients and the counted products. */
export function useStock() {
  return useStaffQuery(stockKey, '/api/admin/stock', stockAnswer);
}

/** GET /api/admin/stock/board: what is out and what is low, for the make screen (kept live by its caller). */
export function useStockBoard() {
  return useStaffQuery(stockBoardKey, '/api/admin/stock/board', stockBoardAnswer);
}

/** GET /api/admin/stock/outages: each ingredient's time out today and in the last 7 days. */
export function useStockOutages() {
  return useStaffQuery([...stockKey, 'outages'], '/api/admin/stock/outages', stockOutagesAnswer);
}

/** GET /api/admin/stock/refusals: orders refused for stock today and in the last 7 days. */
export function useStockRefusals() {
  return useStaffQuery([...stockKey, 'refusals'], '/api/admin/stock/refusals', stockRefusalsAnswer);
}

/** Every stock change refetches the page's lists and the make screen's board. */
function useStockMutation<T>(call: (staffFetch: StaffFetch, input: T) => Promise<unknown>) {
  return useStaffMutation(call, { refetches: stockKey });
}

/** POST /api/admin/ingredients, or PUT …/:id when `id` is given. */
export function useSaveIngredient() {
  return useStockMutation((staffFetch, { id, input }: { id: string | null; input: IngredientInput }) =>
    staffFetch(id ? `/api/admin/ingredients/${id}` : '/api/admin/ingredients', {
      answer: stockAnswer,
      method: id ? 'PUT' : 'POST',
      json: input,
    }),
  );
}

/** DELETE /api/admin/ingredients/:id. */
export function useDeleteIngredient() {
  return useStockMutation((staffFetch, id: string) =>
    staffFetch(`/api/admin/ingredients/${id}`, { answer: noContent, method: 'DELETE' }),
  );
}

/** POST /api/admin/ingredients/:id/out or …/back-in. */
export function useSetOut() {
  return useStockMutation((staffFetch, { id, out }: { id: string; out: boolean }) =>
    staffFetch(`/api/admin/ingredients/${id}/${out ? 'out' : 'back-in'}`, { answer: stockBoardAnswer, method: 'POST' }),
  );
}

/** PUT /api/admin/stock/products/:id: Stock: N and Reset each morning to N (null: not counted, no reset). */
export function useSetProductStock() {
  return useStockMutation(
    (staffFetch, { productId, stock, resetTo }: { productId: string; stock: number | null; resetTo: number | null }) =>
      staffFetch(`/api/admin/stock/products/${productId}`, {
        answer: stockAnswer,
        method: 'PUT',
        json: { stock, resetTo },
      }),
  );
}

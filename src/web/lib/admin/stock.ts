import { noContent } from '@domain/contracts/common';
import { stockAnswer, stockBoardAnswer, stockOutagesAnswer, stockRefusalsAnswer } from '@domain/contracts/stock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../admin/staff-fetch';

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
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: stockKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/stock', { answer: stockAnswer, signal }),
  });
}

/** GET /api/admin/stock/board: what is out and what is low, for the make screen (kept live by its caller). */
export function useStockBoard() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: stockBoardKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/stock/board', { answer: stockBoardAnswer, signal }),
  });
}

/** GET /api/admin/stock/outages: each ingredient's time out today and in the last 7 days. */
export function useStockOutages() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: [...stockKey, 'outages'],
    queryFn: ({ signal }) => staffFetch('/api/admin/stock/outages', { answer: stockOutagesAnswer, signal }),
  });
}

/** GET /api/admin/stock/refusals: orders refused for stock today and in the last 7 days. */
export function useStockRefusals() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: [...stockKey, 'refusals'],
    queryFn: ({ signal }) => staffFetch('/api/admin/stock/refusals', { answer: stockRefusalsAnswer, signal }),
  });
}

/** Every stock change refetches the page's lists and the make screen's board. */
function useStockMutation<T>(mutationFn: (staffFetch: ReturnType<typeof useStaffFetch>, input: T) => Promise<unknown>) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => mutationFn(staffFetch, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKey }),
  });
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

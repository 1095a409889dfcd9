import { noContent } from '@domain/contracts/common';
import type { ProductOrderInput } from '@domain/contracts/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { productsKey, type AdminProduct } from '../../../../lib/admin/catalogue-types';

/**
 * PUT /api/admin/product-order: a category's products in their new order. The list moves at once (a dragged card
 * lands where it was dropped) and moves back if the server refuses.
 */
export function useReorderProducts() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductOrderInput) =>
      staffFetch('/api/admin/product-order', { answer: noContent, method: 'PUT', json: input }),
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: productsKey });
      const before = queryClient.getQueryData<AdminProduct[]>(productsKey);
      const position = new Map(ids.map((id, index) => [id, index]));
      queryClient.setQueryData<AdminProduct[]>(productsKey, (products) =>
        products?.map((product) =>
          position.has(product.id) ? { ...product, sortOrder: position.get(product.id)! } : product,
        ),
      );
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(productsKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

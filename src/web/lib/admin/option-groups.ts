import {
  adminDrinkOptionAnswer,
  adminOptionGroupAnswer,
  type AdminOptionGroupInput,
} from '@domain/contracts/admin-options';
import { noContent } from '@domain/contracts/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useStaffFetch } from './staff-fetch';
import { optionGroupsKey } from './catalogue-types';

/** GET /api/admin/option-groups: every group with its options, in order, and where it applies. */
export function useAdminOptionGroups() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: optionGroupsKey,
    queryFn: ({ signal }) =>
      staffFetch('/api/admin/option-groups', { answer: z.array(adminOptionGroupAnswer), signal }),
  });
}

/** Every change to the groups refetches them (the menu itself hears of it through the live stream). */
function useOptionMutation<T>(
  mutationFn: (staffFetch: ReturnType<typeof useStaffFetch>, input: T) => Promise<unknown>,
) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => mutationFn(staffFetch, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: optionGroupsKey }),
  });
}

/** Creates a group (POST) or replaces one (PUT, when `existing`). */
export function useSaveOptionGroup() {
  return useOptionMutation((staffFetch, { input, existing }: { input: AdminOptionGroupInput; existing: boolean }) =>
    staffFetch(existing ? `/api/admin/option-groups/${encodeURIComponent(input.id)}` : '/api/admin/option-groups', {
      answer: adminOptionGroupAnswer,
      method: existing ? 'PUT' : 'POST',
      json: input,
    }),
  );
}

export function useDeleteOptionGroup() {
  return useOptionMutation((staffFetch, id: string) =>
    staffFetch(`/api/admin/option-groups/${encodeURIComponent(id)}`, { answer: noContent, method: 'DELETE' }),
  );
}

/** The groups' new order, first to last. */
export function useReorderOptionGroups() {
  return useOptionMutation((staffFetch, ids: string[]) =>
    staffFetch('/api/admin/option-group-order', { answer: noContent, method: 'PUT', json: { ids } }),
  );
}

export function useSetOptionSoldOut() {
  return useOptionMutation((staffFetch, { id, soldOut }: { id: string; soldOut: boolean }) =>
    staffFetch(`/api/admin/drink-options/${encodeURIComponent(id)}`, {
      answer: adminDrinkOptionAnswer,
      method: 'PUT',
      json: { soldOut },
    }),
  );
}

import {
  adminDrinkOptionAnswer,
  adminOptionGroupAnswer,
  type AdminOptionGroupInput,
} from '@domain/contracts/admin-options';
import { noContent } from '@domain/contracts/common';
import { z } from 'zod';
import type { StaffFetch } from './staff-fetch';
import { useStaffMutation, useStaffQuery } from './staff-query';
import { optionGroupsKey } from './catalogue-types';

/** GET /api/admin/option-groups: every group with its options, in order, and where it applies. */
export function useAdminOptionGroups() {
  return useStaffQuery(optionGroupsKey, '/api/admin/option-groups', z.array(adminOptionGroupAnswer));
}

/** Every change to the groups refetches them (the menu itself hears of it through the live stream). */
function useOptionMutation<T>(call: (staffFetch: StaffFetch, input: T) => Promise<unknown>) {
  return useStaffMutation(call, { refetches: optionGroupsKey });
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

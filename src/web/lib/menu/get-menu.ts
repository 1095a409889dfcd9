import type { MenuAnswer } from '@domain/contracts/menu';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** The menu is one query shared by every screen: the menu, the home page and the basket's promotions. */
export const menuQueryKey = ['menu'] as const;

/**
 * GET /api/menu: categories, products (once per name) and the active promotions. The server sends an ETag with
 * `no-cache`, so the browser's HTTP cache revalidates and a refetch of an unchanged menu costs a 304.
 */
export function getMenu(signal?: AbortSignal): Promise<MenuAnswer> {
  return apiFetch('/api/menu', { answer: () => import('@domain/contracts/menu').then((m) => m.menuAnswer), signal });
}

export function useMenu() {
  return useQuery({
    queryKey: menuQueryKey,
    queryFn: ({ signal }) => getMenu(signal),
    // Live updates invalidate the query (see menu-live-updates.ts), so the menu need not refetch on its own often.
    staleTime: 5 * 60_000,
  });
}

import { MENU_VERSION_HEADER } from '@domain/catalogue';
import type { MenuAnswer } from '@domain/contracts/menu';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** The menu is one query shared by every screen: the menu, the home page and the basket's promotions. */
export const menuQueryKey = ['menu'] as const;

/**
 * The menu as the page holds it: the answer, and the version stamp it came with (its header, or the drawn page's data
 * block), which the live stream compares with the server's as it opens. Kept on the data itself, so the version is
 * always the one of the menu on screen.
 */
export type HeldMenu = MenuAnswer & { version?: string };

/** The version of the menu a page holds; undefined when it holds none, or one whose version it was not told. */
export const versionOf = (menu: unknown): string | undefined => (menu as HeldMenu | undefined)?.version;

/** A menu as the page holds it, with its version when known. */
export const heldMenu = (menu: MenuAnswer, version: string | null | undefined): HeldMenu =>
  version ? { ...menu, version } : menu;

/**
 * GET /api/menu: categories, products (once per name) and the active promotions. The server sends an ETag with
 * `no-cache`, so the browser's HTTP cache revalidates and a refetch of an unchanged menu costs a 304.
 */
export async function getMenu(signal?: AbortSignal): Promise<HeldMenu> {
  let version: string | null = null;
  const menu = await apiFetch(
    '/api/menu',
    { answer: () => import('@domain/contracts/menu').then((m) => m.menuAnswer), signal },
    async (input, init) => {
      const response = await fetch(input, init);
      version = response.headers.get(MENU_VERSION_HEADER);
      return response;
    },
  );
  return heldMenu(menu, version);
}

export function useMenu() {
  return useQuery({
    queryKey: menuQueryKey,
    queryFn: ({ signal }) => getMenu(signal),
    // Live updates invalidate the query (see menu-live-updates.ts), so the menu need not refetch on its own often.
    staleTime: 5 * 60_000,
  });
}

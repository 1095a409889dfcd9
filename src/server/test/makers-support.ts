/** What the makers' screens' tests start from: a shop whose Classic Milk Teas take the sugar and ice options. */
import { categoryOptionGroups } from '../db/schema';
import { seedOptions } from '../seed/seed-options';
import type { TestServer } from './build';
import { makeShop, type Shop } from './checkout-support';

/** makeShop's menu on the server, with the demo drink options and sugar and ice on the Classic Milk Tea's category. */
export async function makeShopWithOptions(server: TestServer): Promise<Shop> {
  const shop = await makeShop(server.database.db);
  await offerOptions(server, shop);
  return shop;
}

/** The demo drink options seeded, the groups named offered on the Classic Milk Tea's category, and the menu told. */
export async function offerOptions(server: TestServer, shop: Shop, groupIds = ['sugar', 'ice']): Promise<void> {
  const db = server.database.db;
  await seedOptions(db);
  await db
    .insert(categoryOptionGroups)
    .values(groupIds.map((groupId) => ({ category: shop.classic.category, groupId })));
  await server.services.menu.changed();
}

/** The stamp card's settings: one row, saved by staff (audited); until then the defaults. */
import { DEFAULT_STAMPS_PER_REWARD, defaultEarningCategories, type StampCardSettings } from '@domain/stamp-card';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import { listCategories } from '../catalogue';
import { stampCardSettings } from './schema';

/** The settings as saved, or the defaults (read in the caller's transaction: a payment's, for one). */
export async function readSettings(db: DbOrTx): Promise<StampCardSettings> {
  const [row] = await db.select().from(stampCardSettings).where(eq(stampCardSettings.id, 1));
  if (row) return { enabled: row.enabled, stampsPerReward: row.stampsPerReward, categories: row.categories };
  // On until staff say otherwise: the demo shop shows the card from the start.
  return {
    enabled: true,
    stampsPerReward: DEFAULT_STAMPS_PER_REWARD,
    categories: defaultEarningCategories(await listCategories(db)),
  };
}

export async function saveSettings(db: DbOrTx, actor: Actor, settings: StampCardSettings): Promise<void> {
  const values = { ...settings, categories: [...new Set(settings.categories)], updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(stampCardSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: stampCardSettings.id, set: values });
    await recordAudit(tx, actor, {
      action: 'stamp_card.settings_saved',
      entityType: 'shop',
      entityId: null,
      details: values,
    });
  });
}

/** The shop's VAT settings: one row, saved by staff (audited); until then not registered, standard by default. */
import type { VatSettings, VatSettingsBody } from '@domain/contracts/vat';
import { DEFAULT_VAT_ACCOUNT_CODES } from '@domain/vat';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import { vatSettings } from './schema';

const DEFAULTS: VatSettings = {
  vatNumber: null,
  defaultClass: 'standard',
  accountCodes: DEFAULT_VAT_ACCOUNT_CODES,
};

/** The settings as saved, or the defaults (read in the caller's transaction: a payment's, for one). */
export async function readVatSettings(db: DbOrTx): Promise<VatSettings> {
  const [row] = await db.select().from(vatSettings).where(eq(vatSettings.id, 1));
  if (!row) return DEFAULTS;
  return { vatNumber: row.vatNumber, defaultClass: row.defaultClass, accountCodes: row.accountCodes };
}

/** Saves what the body gives, keeping the rest as it was; the change and its audit entry in one transaction. */
export async function saveVatSettings(db: DbOrTx, actor: Actor, body: VatSettingsBody): Promise<VatSettings> {
  return db.transaction(async (tx) => {
    // The row is locked while it is changed, so two saves of different fields both land.
    await tx.insert(vatSettings).values({ id: 1, accountCodes: DEFAULTS.accountCodes }).onConflictDoNothing();
    const [current] = await tx.select().from(vatSettings).where(eq(vatSettings.id, 1)).for('update');
    const next: VatSettings = {
      vatNumber: body.vatNumber === undefined ? (current?.vatNumber ?? null) : body.vatNumber,
      defaultClass: body.defaultClass ?? current?.defaultClass ?? DEFAULTS.defaultClass,
      accountCodes: body.accountCodes ?? current?.accountCodes ?? DEFAULTS.accountCodes,
    };
    await tx
      .update(vatSettings)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(vatSettings.id, 1));
    await recordAudit(tx, actor, {
      action: 'vat.settings_saved',
      entityType: 'shop',
      entityId: null,
      details: {
        from: current ? { vatNumber: current.vatNumber, defaultClass: current.defaultClass } : null,
        to: next,
      },
    });
    return next;
  });
}

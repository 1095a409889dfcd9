/**
 * The stock module's service: what checkout asks before a card is asked for (an ingredient out, a count short), what
 * the menu lays over the catalogue (products and options out, counts left), what a payment takes and a refund puts
 * back (the orders module's OrderStock port), and staff's ingredients and counts. Every change the menu shows is
 * announced through the menu's own live change, in the change's transaction.
 */
import { LOW_STOCK, lineOutReason, outOfStock, shortfall, type CountedLine, type OutOfStock } from '@domain/stock';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../audit';
import { findProductRows } from '../catalogue';
import { countsLeft, listCounts, putBack, setCount, takeForOrder, type OpeningTime } from './counted-stock';
import { scheduleMorningReset } from './morning-reset';
import { recordRefusal } from './refusals';
import { createStockReports } from './reports';
import { auditCount, auditIngredient, auditOut, auditResets } from './stock-audit';
import {
  deleteIngredient,
  insertIngredient,
  listIngredients,
  nameTaken,
  setOut,
  updateIngredient,
  type IngredientInput,
} from './ingredients';

/** Port: the menu's live change (catalogue's MenuService.changed), sent only if the transaction commits. */
export interface MenuAnnouncer {
  changed(tx?: DbOrTx): Promise<void>;
}

export interface StockDeps {
  db: Db;
  now: () => Date;
  menu: MenuAnnouncer;
  opening?: OpeningTime | undefined;
  log?: { warn(obj: unknown, msg: string): void } | undefined;
}

/** A basket or order line as stock reads it: its product, name, quantity and chosen options. */
export interface StockLine extends CountedLine {
  options?: readonly { id: string; name: string }[] | undefined;
}

export function createStockService({ db, now, menu, opening, log }: StockDeps) {
  const clock = {
    now,
    opening,
    // The morning's reset is audited and reaches every open menu, in its own transaction.
    async onReset(tx: DbOrTx, reset: Parameters<typeof auditResets>[1]) {
      await auditResets(tx, reset);
      await menu.changed(tx);
    },
  };
  const morning = scheduleMorningReset({ db, clock, apply: () => countsLeft(db, clock), log });

  async function outNow(on: DbOrTx): Promise<OutOfStock> {
    return outOfStock(await listIngredients(on));
  }

  /** Why these lines cannot be ordered now: an ingredient out, then a count short; or null. */
  async function refusalOf(on: DbOrTx, lines: readonly StockLine[]): Promise<string | null> {
    const out = await outNow(on);
    for (const line of lines) {
      const reason = lineOutReason(line, out);
      if (reason) return reason;
    }
    return shortfall(
      lines,
      await countsLeft(
        on,
        clock,
        lines.map((line) => line.productId),
      ),
    );
  }

  /** The counted products with their names, for staff (a product deleted since is left out). */
  async function counts() {
    const rows = await listCounts(db, clock);
    const names = new Map(
      (
        await findProductRows(
          db,
          rows.map((row) => row.productId),
        )
      ).map((p) => [p.id, p.name]),
    );
    return rows
      .filter((row) => names.has(row.productId))
      .map((row) => ({
        productId: row.productId,
        name: names.get(row.productId)!,
        left: row.onHand,
        resetTo: row.resetTo,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  return {
    /**
     * Why these lines cannot be ordered now, as the customer reads it (an ingredient out, then a count short), or null.
     * Checkout asks before a payment is started and again right before the card is charged.
     */
    async refusal(on: DbOrTx, lines: readonly StockLine[]): Promise<string | null> {
      const reason = await refusalOf(on, lines);
      // Kept for the report: a refused checkout is an order the shop did not get.
      if (reason) await recordRefusal(db, { stage: 'checkout', reason, at: now() });
      return reason;
    },

    /** What the menu lays over the catalogue: products and options out, and each counted product's count. */
    async menuOverlay(on: DbOrTx = db): Promise<{ out: OutOfStock; left: Map<string, number> }> {
      const [out, left] = await Promise.all([outNow(on), countsLeft(on, clock)]);
      return { out, left };
    },

    /** The orders module's OrderStock port: a payment takes, in its transaction; a refund puts back. */
    orderStock: {
      async take(tx: DbOrTx, orderId: string, lines: readonly CountedLine[]): Promise<string | null> {
        const { refusal, took } = await takeForOrder(tx, clock, orderId, lines);
        if (took) await menu.changed(tx);
        // A payment that found the last ones gone is refunded: kept for the report, once per order.
        if (refusal) await recordRefusal(tx, { stage: 'payment', reason: refusal, orderId, at: now() });
        return refusal;
      },
      async putBack(tx: DbOrTx, orderId: string): Promise<void> {
        if (await putBack(tx, orderId, now())) await menu.changed(tx);
      },
    },

    ingredients: () => listIngredients(db),

    async saveIngredient(id: string | null, input: IngredientInput, actor: Actor | null = null): Promise<string> {
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, input.name, id))
          throw conflict(`An ingredient called ${input.name.trim()} already exists.`);
        const saved = id ?? (await insertIngredient(tx, input, now()));
        if (id && !(await updateIngredient(tx, id, input, now()))) throw notFound('No such ingredient.');
        await auditIngredient(tx, actor, id ? 'ingredient.update' : 'ingredient.create', saved, input);
        await menu.changed(tx);
        return saved;
      });
    },

    async removeIngredient(id: string, actor: Actor | null = null): Promise<void> {
      await db.transaction(async (tx) => {
        const name = await deleteIngredient(tx, id);
        if (name === null) throw notFound('No such ingredient.');
        await auditIngredient(tx, actor, 'ingredient.delete', id, { name });
        await menu.changed(tx);
      });
    },

    /** Out (true) or Back in (false): every linked product and option follows on every open menu. */
    async setOut(id: string, out: boolean, actor: Actor | null = null): Promise<void> {
      await db.transaction(async (tx) => {
        const moved = await setOut(tx, id, out, now());
        if (moved === null) throw notFound('No such ingredient.');
        if (!moved.changed) return;
        await auditOut(tx, actor, id, moved.name, out);
        await menu.changed(tx);
      });
    },

    counts,

    async setCount(
      productId: string,
      stock: { onHand: number | null; resetTo: number | null },
      actor: Actor | null = null,
    ): Promise<void> {
      const [product] = await findProductRows(db, [productId.toLowerCase()]);
      if (!product) throw notFound('No such product.');
      await db.transaction(async (tx) => {
        await setCount(tx, product.id, stock, now());
        await auditCount(tx, actor, product, stock);
        await menu.changed(tx);
      });
    },

    /** The make screen's board: the ingredients out, and the counted products at most LOW_STOCK left. */
    async board() {
      const [all, counted] = await Promise.all([listIngredients(db), counts()]);
      return {
        out: all
          .filter((row) => row.out)
          .map((row) => ({ id: row.id, name: row.name, outSince: row.outSince!.toISOString() })),
        low: counted
          .filter((row) => row.left <= LOW_STOCK)
          .map(({ productId, name, left }) => ({ productId, name, left })),
        inStock: all.filter((row) => !row.out).map((row) => ({ id: row.id, name: row.name })),
      };
    },

    ...createStockReports(db, now),

    /** The morning's reset at opening time: every reset due now, audited and announced (the timer's work). */
    applyDueResets: () => countsLeft(db, clock).then(() => undefined),

    /** Wakes at each opening time to reset the counts (and once now, for a reset already due). */
    start: () => morning.start(),
    stop: () => morning.stop(),
  };
}

export type StockService = ReturnType<typeof createStockService>;

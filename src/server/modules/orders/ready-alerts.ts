import type { ReadyAlertOrder } from '@domain/ready-alert';
import type { DbOrTx } from '../../db/client';

/**
 * The orders module's port for telling the customer their order is ready beyond the e-mail: queued in the ready
 * move's transaction (so only a committed Ready is told, once), sent after the commit, never holding Ready up.
 */
export interface ReadyAlerts {
  /** In the confirm move's transaction: a push for the browsers that asked to hear of it. */
  orderConfirmed(
    tx: DbOrTx,
    order: { id: string; number: string; trackingToken: string | null; readyAt: Date | null },
  ): Promise<QueuedAlerts>;
  /** In the ready transaction, for each order it made ready (one or many gathered together), in one go. */
  ordersReady(
    tx: DbOrTx,
    orders: ReadonlyArray<ReadyAlertOrder & { id: string; trackingToken: string | null; wantsText: boolean }>,
  ): Promise<QueuedAlerts>;
  /**
   * Called once the move's transaction committed, with what it queued (in the order queued); starts the sending and
   * returns at once, never throwing. What a transaction that failed queued is never handed here.
   */
  sendQueued(queued: readonly QueuedAlerts[]): void;
}

/** What a move's transaction queued for the customer: what it holds is the alerts' own business. */
export interface QueuedAlerts {
  readonly alerts: readonly unknown[];
}

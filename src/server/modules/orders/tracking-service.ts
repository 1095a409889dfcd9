/**
 * The customer's private order page: the order its token opens, and the "watching" mark the staff dashboard shows
 * while the page's stream is open (order_watchers, on whichever instance holds the stream).
 */
import type { TrackedOrderAnswer } from '@domain/contracts/tracking';
import type { Db } from '../../db/client';
import type { LiveHub } from '../live';
import type { ReceiptVatSource, StampCardReader } from './order-fulfilment';
import { findTrackedOrder, findTrackedOrderRow } from './order-tracking';
import { closeWatcher, openWatcher, touchWatcher, watchedAmong } from './order-watchers';

export interface TrackingServiceDeps {
  db: Db;
  live: Pick<LiveHub, 'publish'>;
  /** The customer's stamp card, as the page shows it; without it, none. */
  stampCards?: StampCardReader | undefined;
  /** The order's VAT receipt when the shop is VAT-registered; without it, none. */
  vat?: ReceiptVatSource | undefined;
}

export class TrackingService {
  constructor(private readonly deps: TrackingServiceDeps) {}

  /** The order a token opens, or null (wrong, expired or erased). */
  order(token: string): Promise<TrackedOrderAnswer | null> {
    return findTrackedOrder(this.deps.db, token, { stampCards: this.deps.stampCards, vat: this.deps.vat });
  }

  /** The id of the order a token opens, or null. */
  async orderIdOf(token: string): Promise<string | null> {
    return (await findTrackedOrderRow(this.deps.db, token))?.id ?? null;
  }

  /** Records that a page watches the order; answers the mark's id. */
  openWatcher(orderId: string): Promise<string> {
    return openWatcher(this.deps.db, orderId);
  }

  touchWatcher(watcherId: string): Promise<void> {
    return touchWatcher(this.deps.db, watcherId);
  }

  closeWatcher(watcherId: string): Promise<void> {
    return closeWatcher(this.deps.db, watcherId);
  }

  /**
   * Its own small event, saying whether anyone (on any instance) still watches: a dashboard marks that one order
   * rather than reading its lists again.
   */
  async announceWatching(orderId: string): Promise<void> {
    const watching = (await watchedAmong(this.deps.db, [orderId])).has(orderId);
    await this.deps.live.publish('orders', { orderId, event: 'watching', watching });
  }
}

/**
 * Live updates: a change is announced with PostgreSQL NOTIFY, every server instance LISTENs, and each
 * passes what it hears to its own subscribers (the Server-Sent Event streams it holds open). The instance that made
 * the change hears its own NOTIFY too, so there is one path for local and remote changes.
 */
import type { Database, DbOrTx } from '../../db/client';

export type LiveTopic = 'menu' | 'orders';

export interface LiveMessage {
  topic: LiveTopic;
  /** Small: NOTIFY payloads are limited to 8000 bytes. */
  data: Record<string, unknown>;
}

type Subscriber = (message: LiveMessage) => void;

export interface LiveHub {
  /** Announces a change; inside a transaction pass tx so it is sent only if the transaction commits. */
  publish(topic: LiveTopic, data?: Record<string, unknown>, tx?: DbOrTx): Promise<void>;
  /** Announces several changes in one statement (a rush's moves each announce two): heard as separate messages. */
  publishAll(messages: readonly LiveMessage[], tx?: DbOrTx): Promise<void>;
  subscribe(topic: LiveTopic, subscriber: Subscriber): () => void;
  /**
   * Tells this instance's subscribers only: for what every instance sees for itself at the same moment (a deal
   * starting or stopping on the clock), where a NOTIFY from each would reach every stream once per instance.
   */
  announceHere(topic: LiveTopic, data?: Record<string, unknown>): void;
  close(): Promise<void>;
  /** Live streams one client address may hold open on this server, all topics and routes together. */
  readonly streamsPerAddress: number;
}

/** LIVE_STREAMS_PER_ADDRESS's default. */
export const DEFAULT_STREAMS_PER_ADDRESS = 200;

export const LIVE_CHANNEL = 'pearl_live';

export async function createLiveHub(
  database: Database,
  log?: { warn(obj: unknown, msg: string): void },
  { streamsPerAddress = DEFAULT_STREAMS_PER_ADDRESS }: { streamsPerAddress?: number } = {},
): Promise<LiveHub> {
  const subscribers = new Map<LiveTopic, Set<Subscriber>>();
  const dispatch = (payload: string) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    for (const subscriber of subscribers.get(message.topic) ?? []) {
      try {
        subscriber(message);
      } catch (error) {
        log?.warn({ err: error }, 'live subscriber failed');
      }
    }
  };
  const stop = await database.listen(LIVE_CHANNEL, dispatch);
  return {
    streamsPerAddress,
    async publish(topic, data = {}, tx) {
      await database.notify(LIVE_CHANNEL, JSON.stringify({ topic, data }), tx);
    },
    async publishAll(messages, tx) {
      if (messages.length === 0) return;
      await database.notify(
        LIVE_CHANNEL,
        messages.map(({ topic, data }) => JSON.stringify({ topic, data })),
        tx,
      );
    },
    announceHere(topic, data = {}) {
      dispatch(JSON.stringify({ topic, data }));
    },
    subscribe(topic, subscriber) {
      let set = subscribers.get(topic);
      if (!set) {
        set = new Set();
        subscribers.set(topic, set);
      }
      set.add(subscriber);
      return () => set.delete(subscriber);
    },
    async close() {
      subscribers.clear();
      await stop();
    },
  };
}

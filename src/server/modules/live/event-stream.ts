import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { LiveHub, LiveMessage, LiveTopic } from './live-hub';

/** How often a staff stream checks that its session is still alive (it also checks before every event). */
export const SESSION_RECHECK_MS = 15_000;

/** The session a staff stream belongs to: the stream ends when the session does. */
export interface StreamSession {
  /** The session's id (the SHA-256 of its cookie token). */
  id: string;
  /** When the session ends at the latest (its maximum age). */
  expiresAt: Date;
  /** Whether the session is still alive (not signed out, expired, or stripped of the role the stream needs). */
  isAlive(): Promise<boolean>;
}

/** One Server-Sent Event a stream writes. */
export interface StreamEvent {
  event: string;
  data: unknown;
  /** The stream ends after this event. */
  last?: boolean;
}

/**
 * A stream that writes its own view of a topic rather than the hub's messages as they are (a customer's
 * order page gets its order, not every order's id).
 */
export interface StreamView {
  /**
   * Written first, once the stream listens to its topic: the state now, so a (re)connecting browser catches up. null
   * ends the stream; 'skip' writes nothing.
   */
  first(): Promise<StreamEvent | 'skip' | null>;
  /**
   * What a hub message becomes: an event to write, 'skip' (not about this stream), or null to end the stream. Without
   * it, the hub's messages go out as they are (their text made once for every stream).
   */
  map?(message: LiveMessage): Promise<StreamEvent | 'skip' | null>;
  /**
   * Called once the stream is accepted, before anything is written: what the stream holds (a watcher's row, a
   * timer) is taken here, never before, so a refused stream holds nothing.
   */
  onOpen?(): void;
  /** Called once when an accepted stream ends, however it ends. */
  onClose?(): void;
}

/**
 * Open streams per client address, per server (its hub): every route and topic of the server counts together (routes
 * are registered in plugins of their own, so the plugin's instance would count each route apart).
 */
const openByAddress = new WeakMap<LiveHub, Map<string, number>>();
const endersBySession = new Map<string, Set<() => void>>();
const openByTopic = new WeakMap<LiveHub, Map<LiveTopic, number>>();
/**
 * How long a staff session's last good check lets its streams go on without waiting for the next one. During
 * a rush the database is busy with checkouts; a staff stream asked it about its session before every event (100
 * dashboards: 100 queries per paid order, each waiting behind the checkouts). Now one check runs at a time per session,
 * in the background of the events, and events go out while the last check that said "alive" started less than this
 * long ago. A check that says no ends every stream of that session at once; sign-out on this instance ends them
 * without waiting for any check (endSessionStreams), and expiry is decided here without the database. A session's
 * first event after its streams open waits for its check.
 */
export const SESSION_TRUST_MS = 5_000;

interface Liveness {
  /** When the last check that answered "alive" started (0: none yet). */
  aliveSince: number;
  pending: Promise<boolean> | null;
}
const livenessBySession = new Map<string, Liveness>();

/** One hub message reaches every open stream as the same object: its text is made once, not once per stream. */
const textByMessage = new WeakMap<LiveMessage, string>();

function messageText(message: LiveMessage): string {
  let text = textByMessage.get(message);
  if (text === undefined) {
    text = `event: ${message.topic}\ndata: ${JSON.stringify(message.data)}\n\n`;
    textByMessage.set(message, text);
  }
  return text;
}

function checkSession(session: StreamSession, state: Liveness): Promise<boolean> {
  if (state.pending) return state.pending;
  const started = Date.now();
  const pending = session.isAlive().then(
    (alive) => {
      state.pending = null;
      if (alive) state.aliveSince = started;
      else {
        state.aliveSince = 0;
        endSessionStreams(session.id);
      }
      return alive;
    },
    () => {
      // The database cannot say: keep the streams; the next check decides.
      state.pending = null;
      return true;
    },
  );
  state.pending = pending;
  return pending;
}

/** Whether a staff session's stream may send its next event, waiting on the database only when no recent check vouches. */
async function sessionAliveForEvent(session: StreamSession): Promise<boolean> {
  if (session.expiresAt.getTime() <= Date.now()) return false;
  let state = livenessBySession.get(session.id);
  if (!state) {
    state = { aliveSince: 0, pending: null };
    livenessBySession.set(session.id, state);
  }
  if (state.aliveSince > 0 && Date.now() - state.aliveSince < SESSION_TRUST_MS) {
    void checkSession(session, state);
    return true;
  }
  return checkSession(session, state);
}

/** The live streams this server (its hub) holds open now, per topic (for GET /metrics). */
export function openStreamCounts(hub: LiveHub): ReadonlyMap<LiveTopic, number> {
  return openByTopic.get(hub) ?? new Map();
}

/** Ends, at once, every live stream this process holds for a session (at sign-out). */
export function endSessionStreams(sessionId: string): void {
  for (const end of [...(endersBySession.get(sessionId) ?? [])]) end();
}

/**
 * Streams a topic's changes as Server-Sent Events until the browser goes away, the server shuts down, or (for a staff
 * stream) its session ends: at sign-out at once, otherwise at the next event or check after it expired or was deleted.
 * A client address holding the hub's streamsPerAddress streams already gets 429 (request.ip, so behind TRUST_PROXY the
 * proxy's forwarded address).
 */
export function streamTopic(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveHub,
  topic: LiveTopic,
  shutdownSignal: AbortSignal,
  session?: StreamSession,
  view?: StreamView,
): void {
  let counts = openByAddress.get(hub);
  if (!counts) {
    counts = new Map();
    openByAddress.set(hub, counts);
  }
  const address = request.ip;
  const open = counts.get(address) ?? 0;
  if (open >= hub.streamsPerAddress) {
    reply.header('retry-after', '30');
    throw new AppError(
      'too_many_requests',
      `Too many live updates are open from your address (at most ${hub.streamsPerAddress}). The page checks for changes every 30 seconds instead.`,
    );
  }
  counts.set(address, open + 1);
  let topics = openByTopic.get(hub);
  if (!topics) {
    topics = new Map();
    openByTopic.set(hub, topics);
  }
  topics.set(topic, (topics.get(topic) ?? 0) + 1);

  reply.hijack();
  const res = reply.raw;
  // Headers the route set before it streamed (a private page's x-robots-tag); hijacking skips Fastify's writing.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // Tell the browser how soon to reconnect, and that the stream is open.
  res.write(`retry: 2000\nevent: ready\ndata: {}\n\n`);

  let ended = false;
  // Events are written in order, each after its session check.
  let queue: Promise<void> = Promise.resolve();
  const stillAlive = async () => {
    if (!session) return true;
    if (session.expiresAt.getTime() <= Date.now()) return false;
    try {
      return await session.isAlive();
    } catch {
      // The database cannot say: keep the stream; the next check decides.
      return true;
    }
  };
  const write = (event: StreamEvent) => res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  // A view's failure (the database unavailable) ends the stream; the browser reconnects and catches up.
  const viewed = async (produce: () => Promise<StreamEvent | 'skip' | null>) => {
    try {
      const event = await produce();
      if (event === null) return end();
      if (event !== 'skip' && !ended) {
        write(event);
        if (event.last) end();
      }
    } catch {
      end();
    }
  };
  const send = (message: LiveMessage) => {
    queue = queue.then(async () => {
      if (ended) return;
      if (session && !(await sessionAliveForEvent(session))) return end();
      if (ended) return;
      if (view?.map) await viewed(() => view.map!(message));
      else res.write(messageText(message));
    });
  };
  view?.onOpen?.();
  const unsubscribe = hub.subscribe(topic, send);
  if (view) queue = queue.then(() => viewed(() => view.first()));
  // A comment every 25 s keeps proxies from closing an idle stream.
  const heartbeat = setInterval(() => res.write(`: keep-alive\n\n`), 25_000);
  heartbeat.unref();
  const recheck = session
    ? setInterval(() => {
        void stillAlive().then((alive) => {
          if (!alive) end();
        });
      }, SESSION_RECHECK_MS)
    : null;
  recheck?.unref();
  const enders = session ? (endersBySession.get(session.id) ?? new Set<() => void>()) : null;
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    if (recheck) clearInterval(recheck);
    unsubscribe();
    shutdownSignal.removeEventListener('abort', end);
    if (session && enders) {
      enders.delete(end);
      if (enders.size === 0) {
        endersBySession.delete(session.id);
        livenessBySession.delete(session.id);
      }
    }
    const left = (counts!.get(address) ?? 1) - 1;
    if (left > 0) counts!.set(address, left);
    else counts!.delete(address);
    topics!.set(topic, Math.max(0, (topics!.get(topic) ?? 1) - 1));
    if (!res.writableEnded) res.end();
    view?.onClose?.();
  }
  if (session && enders) {
    enders.add(end);
    endersBySession.set(session.id, enders);
  }
  request.raw.on('close', end);
  res.on('close', end);
  shutdownSignal.addEventListener('abort', end);
}

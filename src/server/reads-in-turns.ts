/**
 * Reads that many requests make at once by key (the session behind each cookie, say) gathered into one read: a read
 * asked while none runs starts at once (alone, it waits for nothing); those asked while one runs wait, and are read
 * together in the next, each key once. In a rush each request paid a statement of its own, queueing for the one
 * connection an embedded database has; together they pay about one.
 *
 * Every answer is read after it was asked: a read never answers from one that began before the ask, so a change that
 * committed before a request arrived (a sign-out, say) is always seen by it, as a lone read would see it.
 */

/** Reads the rows of these keys; a key with no row is left out of the map. */
export type ReadMany<K, V> = (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;

interface Asked<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/** Keys read together at most: a bound on one statement's size; the others wait for the next turn. */
const MOST_AT_ONCE = 500;

export function readsInTurns<K, V>(
  readMany: ReadMany<K, V>,
  mostAtOnce = MOST_AT_ONCE,
): (key: K) => Promise<V | undefined> {
  let waiting: Asked<K, V>[] = [];
  let running = false;

  /** The asks of this turn: every ask of at most `mostAtOnce` different keys, in the order they came. */
  const take = (): Asked<K, V>[] => {
    const keys = new Set<K>();
    const turn: Asked<K, V>[] = [];
    const later: Asked<K, V>[] = [];
    for (const one of waiting) {
      if (keys.has(one.key) || keys.size < mostAtOnce) {
        keys.add(one.key);
        turn.push(one);
      } else later.push(one);
    }
    waiting = later;
    return turn;
  };

  const next = () => {
    if (running || waiting.length === 0) return;
    running = true;
    const turn = take();
    // Begun on a later tick of the microtask queue, so a read that throws at once still answers its asks.
    Promise.resolve()
      .then(() => readMany([...new Set(turn.map((one) => one.key))]))
      .then(
        (found) => turn.forEach((one) => one.resolve(found.get(one.key))),
        (error: unknown) => turn.forEach((one) => one.reject(error)),
      )
      .finally(() => {
        running = false;
        next();
      });
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      next();
    });
}

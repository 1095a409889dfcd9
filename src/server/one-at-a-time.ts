/**
 * Heavy work the shop does on request (a photo's sizes, a report's reads) runs one at a time, in the order it came:
 * a few more may wait their turn, beyond that one is refused at once, and a request whose client went away (or whose
 * time ran out) leaves the queue. The photo lane and the report lane keep that rule here, once.
 */

/** When a waiting turn gives up: the moment (ms since the epoch), and what it is refused with then. */
export interface TurnExpiry {
  at: number;
  error: () => Error;
}

export interface OneAtATime {
  /**
   * Waits for the turn: at once when nothing runs or waits, refused with the busy error when `waitingMax` wait
   * already, and out of the queue (with the signal's reason, or the expiry's error) when the client goes first.
   */
  take(clientGone?: AbortSignal, expiry?: TurnExpiry): Promise<void>;
  /** Ends the turn taken, and gives the next in the queue its own. */
  release(): void;
  /** Takes the turn, and answers how to end it: once, however often that is called (an error path may call it too). */
  hold(clientGone?: AbortSignal, expiry?: TurnExpiry): Promise<() => void>;
  /** Work holding the turn (0 or 1), and work waiting for it. */
  readonly running: number;
  readonly waiting: number;
}

export function oneAtATime({ waitingMax, busy }: { waitingMax: number; busy: () => Error }): OneAtATime {
  let running = 0;
  const queue: Array<() => void> = [];

  const take = (clientGone?: AbortSignal, expiry?: TurnExpiry) =>
    new Promise<void>((resolve, reject) => {
      if (clientGone?.aborted) return reject(clientGone.reason);
      if (running === 0 && queue.length === 0) {
        running++;
        return resolve();
      }
      if (queue.length >= waitingMax) return reject(busy());
      const leaveQueue = () => {
        const at = queue.indexOf(turn);
        if (at >= 0) queue.splice(at, 1);
        clearTimeout(timer);
        clientGone?.removeEventListener('abort', gone);
      };
      const turn = () => {
        leaveQueue();
        running++;
        resolve();
      };
      const gone = () => {
        leaveQueue();
        reject(clientGone!.reason);
      };
      const timer = expiry
        ? setTimeout(() => {
            leaveQueue();
            reject(expiry.error());
          }, expiry.at - Date.now())
        : undefined;
      queue.push(turn);
      clientGone?.addEventListener('abort', gone, { once: true });
    });

  const release = () => {
    running--;
    queue.shift()?.();
  };

  return {
    take,
    release,
    async hold(clientGone, expiry) {
      await take(clientGone, expiry);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        release();
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

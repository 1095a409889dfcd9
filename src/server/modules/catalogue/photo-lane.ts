/**
 * Making a photo's sizes is the heaviest thing the shop does on request: a second or more of a core, and tens of
 * megabytes, for one phone photo. Ten at once took every core and gigabytes, and checkouts timed out behind them.
 * So photos are made one at a time, in the order they came; a few more may wait their turn, and beyond that an upload
 * is refused at once with a readable 429 (an owner can press Upload again in a moment; a script cannot pile up work).
 * An upload whose owner went away leaves the queue.
 */
import { PHOTO_BUSY } from '@domain/photos';
import { AppError } from '../../errors';
import { oneAtATime } from '../../one-at-a-time';

export interface PhotoLane {
  /** Runs the work when its turn comes; refuses with 429 when too many wait already. */
  run<T>(work: () => Promise<T>, clientGone?: AbortSignal): Promise<T>;
  /**
   * Waits for a turn and holds it until the answer's `release` is called (more than once is harmless): for an upload
   * that takes its turn before its body is read, so that only the photo being made is held in memory and parsed.
   */
  enter(clientGone?: AbortSignal): Promise<() => void>;
  /** Photos being made (0 or 1), and photos waiting. */
  readonly running: number;
  readonly waiting: number;
}

/** Photos that may wait while one is made: about ten seconds of work for phone photos. */
export const PHOTO_WAITING_MAX = 4;

export function createPhotoLane({ waitingMax = PHOTO_WAITING_MAX }: { waitingMax?: number } = {}): PhotoLane {
  const turns = oneAtATime({ waitingMax, busy: () => new AppError('too_many_requests', PHOTO_BUSY) });
  return {
    async run(work, clientGone) {
      await turns.take(clientGone);
      try {
        return await work();
      } finally {
        turns.release();
      }
    },
    enter: (clientGone) => turns.hold(clientGone),
    get running() {
      return turns.running;
    },
    get waiting() {
      return turns.waiting;
    },
  };
}

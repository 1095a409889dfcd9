import { PHOTO_BUSY } from '@domain/photos';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createPhotoLane } from './photo-lane';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A promise settled from outside. */
function held() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject)));
  return { done, finish, fail };
}

describe('the photo lane', () => {
  it('makes one photo at a time in the order they came, and refuses one beyond the queue with a readable 429', async () => {
    const lane = createPhotoLane({ waitingMax: 2 });
    const order: string[] = [];
    let atOnce = 0;
    let mostAtOnce = 0;
    const work = (name: string, gate: ReturnType<typeof held>) => async () => {
      atOnce++;
      mostAtOnce = Math.max(mostAtOnce, atOnce);
      order.push(`${name} starts`);
      await gate.done;
      order.push(`${name} ends`);
      atOnce--;
      return name;
    };
    const gates = [held(), held(), held()];
    const first = lane.run(work('first', gates[0]!));
    const second = lane.run(work('second', gates[1]!));
    const third = lane.run(work('third', gates[2]!));
    await tick();
    expect([lane.running, lane.waiting]).toEqual([1, 2]);

    const refused = await lane.run(async () => 'fourth').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'too_many_requests', message: PHOTO_BUSY });

    // Finished out of order, they still ran in turn.
    gates[2]!.finish();
    gates[1]!.finish();
    gates[0]!.finish();
    expect(await Promise.all([first, second, third])).toEqual(['first', 'second', 'third']);
    expect(order).toEqual(['first starts', 'first ends', 'second starts', 'second ends', 'third starts', 'third ends']);
    expect(mostAtOnce).toBe(1);
    expect([lane.running, lane.waiting]).toEqual([0, 0]);
  });

  it('gives the turn to the next photo when one fails', async () => {
    const lane = createPhotoLane();
    const gate = held();
    const failing = lane.run(() => gate.done);
    const next = lane.run(async () => 'next');
    gate.fail(new Error('broken photo'));
    await expect(failing).rejects.toThrow('broken photo');
    expect(await next).toBe('next');
    expect([lane.running, lane.waiting]).toEqual([0, 0]);
  });

  it('lets an upload whose owner went away out of the queue, so it is never made', async () => {
    const lane = createPhotoLane();
    const gate = held();
    const first = lane.run(() => gate.done);
    const gone = new AbortController();
    let made = false;
    const abandoned = lane.run(async () => {
      made = true;
    }, gone.signal);
    await tick();
    expect(lane.waiting).toBe(1);
    gone.abort(new Error('client gone'));
    await expect(abandoned).rejects.toThrow('client gone');
    expect(lane.waiting).toBe(0);
    gate.finish();
    await first;
    expect(made).toBe(false);
    expect(lane.running).toBe(0);
  });
});

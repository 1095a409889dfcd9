/**
 * Resolves once the browser has drawn the next frame. Code fetched on a press (a dialog's, the toasts') starts then:
 * asking for a chunk adds its preload links to the page, work that would otherwise hold up the frame answering the
 * press (Interaction to Next Paint). On a touch screen the pointer arrives and presses in the same moment.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** What idle-time work waits for: a dialog being opened by a press, until it is on screen. */
let pressAnswered: Promise<unknown> = Promise.resolve();

/**
 * Idle-time work (whenIdle) waits until `answered` settles: the browser is idle for a moment while a press's code is
 * on its way, and code fetched then would be run between that code's arrival and the dialog it draws.
 */
export function holdIdleWork(answered: Promise<unknown>): void {
  const before = pressAnswered;
  pressAnswered = Promise.allSettled([before, answered]);
}

/**
 * Resolves when the browser is next idle (at the latest after `timeoutMs`; Safari has no requestIdleCallback and
 * waits `fallbackMs`), and no press is still being answered (holdIdleWork). For code wanted soon but not for the press
 * at hand: the toasts' code, fetched on a first press that is often Add, then never competes with the Size dialog's.
 */
export async function whenIdle(timeoutMs = 2_000, fallbackMs = 500): Promise<void> {
  let waitedFor: Promise<unknown>;
  do {
    waitedFor = pressAnswered;
    await waitedFor;
    await new Promise<void>((resolve) => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, fallbackMs);
    });
    // A press answered meanwhile: wait for it too.
  } while (waitedFor !== pressAnswered);
}

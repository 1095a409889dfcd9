/**
 * Resolves once the browser has drawn the next frame. Code fetched on a press (a dialog's, the toasts') starts then:
 * asking for a chunk adds its preload links to the page, work that would otherwise hold up the frame answering the
 * press (Interaction to Next Paint). On a touch screen the pointer arrives and presses in the same moment.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves when the browser is next idle (at the latest after `timeoutMs`; Safari has no requestIdleCallback and
 * waits `fallbackMs`). For code wanted soon but not for the press at hand: the toasts' code, fetched on a first press
 * that is often Add, then never competes with the Size dialog's.
 */
export function whenIdle(timeoutMs = 2_000, fallbackMs = 500): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, fallbackMs);
  });
}

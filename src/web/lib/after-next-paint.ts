/**
 * Resolves once the browser has drawn the next frame. Code fetched on a press (a dialog's, the toasts') starts then:
 * asking for a chunk adds its preload links to the page, work that would otherwise hold up the frame answering the
 * press (Interaction to Next Paint). On a touch screen the pointer arrives and presses in the same moment.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Taps made on a server-drawn page before it was live: the page's boot script (src/server/http/page-boot.ts) holds
 * them on `window.__pearlTaps` (buttons pressed, forms submitted) and marks each button `data-pressed`. Once the page is
 * live, each is carried out as it would have been: the button clicked, the form submitted, in the order they came.
 */
type HeldTaps = Element[];

export function replayEarlyTaps(): void {
  const held = (window as Window & { __pearlTaps?: HeldTaps }).__pearlTaps;
  if (!held) return;
  for (const target of held.splice(0)) {
    target.removeAttribute('data-pressed');
    // A part of the page that hydration replaced (or that went away) has nothing left to press.
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}

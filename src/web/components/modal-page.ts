/**
 * The page behind a modal dialog (components/modal-dialog.tsx): hidden from screen readers, not scrolling, and the
 * controls a Tab can reach inside the dialog.
 */

/**
 * Hides every other child of <body> from screen readers (the app, the toasts) until the returned function is called;
 * elements already hidden stay as they were.
 */
export function hideOthers(keep: Element): () => void {
  const hidden: Element[] = [];
  for (const element of document.body.children) {
    if (element === keep || element.hasAttribute('aria-hidden') || element instanceof HTMLScriptElement) continue;
    element.setAttribute('aria-hidden', 'true');
    hidden.push(element);
  }
  return () => {
    for (const element of hidden) element.removeAttribute('aria-hidden');
  };
}

/**
 * Marks <html> while the dialog is open, until the returned function is called: styles.css then stops the page
 * scrolling behind it and holds the toasts back. Only <html> and the toasts change, so the browser restyles those, not
 * the page.
 */
export function markModalOpen(): () => void {
  const root = document.documentElement;
  const before = root.hasAttribute('data-modal-open');
  root.setAttribute('data-modal-open', '');
  return () => {
    if (!before) root.removeAttribute('data-modal-open');
  };
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The controls Tab reaches inside `root`, in order: drawn, not disabled, and of a radio group only the one Tab stops
 * at (the checked radio, or the first when none is).
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const seenGroups = new Set<string>();
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.getClientRects().length === 0) return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = element.name;
    if (seenGroups.has(group)) return false;
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === group);
    const stop = radios.find((radio) => radio.checked && !radio.disabled) ?? radios.find((radio) => !radio.disabled);
    if (stop !== element) return false;
    seenGroups.add(group);
    return true;
  });
}

import type { KeyboardEvent } from 'react';

/**
 * Arrow keys on the make screen: left and right go to the previous or next ticket (to the same row of it, or its
 * nearest), up and down between a ticket's own controls (each cup's Made, its options, then Ready). Enter and Space
 * act on the focused control, as a button does. The list of tickets carries `data-tickets`, each ticket `data-ticket`,
 * its controls `data-stop` and this as their key handler.
 */
export function onTicketKeys(event: KeyboardEvent<HTMLElement>): void {
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const move = moves[event.key];
  const here = document.activeElement;
  if (!move || !(here instanceof HTMLElement)) return;
  const grid = here.closest<HTMLElement>('[data-tickets]');
  if (!grid) return;
  const tickets = [...grid.querySelectorAll<HTMLElement>('[data-ticket]')];
  const ticket = here.closest<HTMLElement>('[data-ticket]');
  const stopsOf = (element: HTMLElement) =>
    [...element.querySelectorAll<HTMLElement>('[data-stop]')].filter((stop) => !stop.hasAttribute('disabled'));
  if (!ticket) return;
  const at = tickets.indexOf(ticket);
  const stops = stopsOf(ticket);
  const row = Math.max(0, stops.indexOf(here));
  const [across, down] = move;
  const target = across
    ? (() => {
        const next = tickets[at + across];
        if (!next) return null;
        const nextStops = stopsOf(next);
        return nextStops[Math.min(row, nextStops.length - 1)] ?? null;
      })()
    : (stops[row + down] ?? null);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

import { PIN_IDLE_MS } from '@domain/counter-device';
import { useEffect, useRef } from 'react';

/** A touch tells the server at most this often that the person is still there (its idle time is the same two minutes). */
const PING_EVERY_MS = 15_000;
const CHECK_EVERY_MS = 5_000;
/** What a person does at a tablet: a tap, a key, a scroll. */
const TOUCHES = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The tablet goes back to its PIN screen when nobody has touched it for two minutes (`onIdle`), and meanwhile tells the
 * server now and then that someone is touching it (`stillHere`): the server ends the same session after the same idle
 * time, so a tablet whose page stopped running is switched out all the same. A tablet that slept is checked as it wakes.
 */
export function useIdleSwitchOut(onIdle: () => void, stillHere: () => void): void {
  const handlers = useRef({ onIdle, stillHere });
  useEffect(() => {
    handlers.current = { onIdle, stillHere };
  }, [onIdle, stillHere]);

  useEffect(() => {
    let last = Date.now();
    let lastPing = last;
    let idle = false;
    const touched = () => {
      last = Date.now();
      if (last - lastPing < PING_EVERY_MS) return;
      lastPing = last;
      handlers.current.stillHere();
    };
    const check = () => {
      if (idle || Date.now() - last < PIN_IDLE_MS) return;
      idle = true;
      handlers.current.onIdle();
    };
    for (const type of TOUCHES) window.addEventListener(type, touched, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const type of TOUCHES) window.removeEventListener(type, touched, { capture: true });
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, []);
}

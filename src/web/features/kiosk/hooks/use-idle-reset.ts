import { idleStage, secondsLeft } from '@domain/kiosk';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as a touch: a tap, a key, a scroll, typing. */
const TOUCHES = ['pointerdown', 'keydown', 'wheel', 'input', 'touchstart'] as const;

/**
 * The kiosk's idle watch: any touch restarts the minute; 10 seconds before it ends the warning shows (with the seconds
 * left), and at its end `onReset` starts the kiosk over. `active` false (nothing to lose yet) keeps it quiet.
 */
export function useIdleReset(active: boolean, onReset: () => void) {
  // Set when the watch starts (the effect below), and at every touch.
  const lastTouch = useRef(0);
  const [warning, setWarning] = useState<number | null>(null);
  const reset = useRef(onReset);
  useEffect(() => {
    reset.current = onReset;
  }, [onReset]);

  const touched = useCallback(() => {
    lastTouch.current = Date.now();
    setWarning(null);
  }, []);

  useEffect(() => {
    if (!active) return;
    lastTouch.current = Date.now();
    for (const type of TOUCHES) document.addEventListener(type, touched, { capture: true, passive: true });
    const timer = setInterval(() => {
      const now = Date.now();
      const stage = idleStage(lastTouch.current, now);
      if (stage === 'reset') {
        setWarning(null);
        reset.current();
      } else setWarning(stage === 'warning' ? secondsLeft(lastTouch.current, now) : null);
    }, 1_000);
    return () => {
      clearInterval(timer);
      for (const type of TOUCHES) document.removeEventListener(type, touched, { capture: true });
    };
  }, [active, touched]);

  // A warning left from a watch that has stopped (the order just ended) is not shown.
  return { warning: active ? warning : null, carryOn: touched };
}

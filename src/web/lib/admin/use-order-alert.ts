import { useCallback, useState } from 'react';
import { playTones, useAlertAudio } from '../alert-sound';

export const MUTE_STORAGE_KEY = 'pearl.orders.muted';

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** A short two-tone beep. */
const BEEP = { frequencies: [880, 1320], spacing: 0.18, peak: 0.25, length: 0.16 };
/** A customer at the counter: three falling notes, unlike a new order's rising two. */
const HERE_BEEP = { frequencies: [1320, 990, 1320], spacing: 0.14, peak: 0.25, length: 0.12 };

/**
 * The new-order sound (audible and visible alert, can be muted): a short two-tone beep made with Web Audio, and
 * hereBeep, the sound of a customer saying I'm here,
 * no file. Browsers only let a page make sound after the person has interacted with it, so the audio context is
 * woken on the first click or key press. The mute choice is remembered in localStorage.
 */
export function useOrderAlertSound() {
  const [muted, setMutedState] = useState(readMuted);
  const context = useAlertAudio();

  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    try {
      localStorage.setItem(MUTE_STORAGE_KEY, String(next));
    } catch {
      /* private mode: the choice lasts for this page only */
    }
  }, []);

  const beep = useCallback(() => {
    if (muted || typeof AudioContext === 'undefined') return;
    playTones((context.current ??= new AudioContext()), BEEP);
  }, [muted, context]);

  // "I'm here": its own notes, so the counter hears a customer waiting apart from a new order.
  const hereBeep = useCallback(() => {
    if (muted || typeof AudioContext === 'undefined') return;
    playTones((context.current ??= new AudioContext()), HERE_BEEP);
  }, [muted, context]);

  return { muted, setMuted, beep, hereBeep };
}

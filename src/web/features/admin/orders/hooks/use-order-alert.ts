import { useCallback, useEffect, useRef, useState } from 'react';

export const MUTE_STORAGE_KEY = 'pearl.orders.muted';

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The new-order sound (audible and visible alert, can be muted): a short two-tone beep made with Web Audio,
 * no file. Browsers only let a page make sound after the person has interacted with it, so the audio context is
 * woken on the first click or key press. The mute choice is remembered in localStorage.
 */
export function useOrderAlertSound() {
  const [muted, setMutedState] = useState(readMuted);
  const context = useRef<AudioContext | null>(null);

  useEffect(() => {
    const wake = () => {
      if (typeof AudioContext === 'undefined') return;
      context.current ??= new AudioContext();
      void context.current.resume().catch(() => {});
    };
    window.addEventListener('pointerdown', wake);
    window.addEventListener('keydown', wake);
    return () => {
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
      void context.current?.close().catch(() => {});
      context.current = null;
    };
  }, []);

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
    const audio = (context.current ??= new AudioContext());
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
    const start = audio.currentTime + 0.02;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.17);
    });
  }, [muted]);

  return { muted, setMuted, beep };
}

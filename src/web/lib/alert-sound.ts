/** The short alert sounds of the staff dashboard and the tracking page, made with Web Audio (no file). */
import { useEffect, useRef } from 'react';

/**
 * An AudioContext for a page's alert sound. Browsers let a page make sound only after the person has interacted with
 * it, so the context is made and woken on the first click or key press; it is closed when the component goes.
 */
export function useAlertAudio() {
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
  return context;
}

/** An alert's notes (Hz), one every `spacing` seconds, each rising to `peak` and faded out after `length` seconds. */
export interface Tones {
  frequencies: readonly number[];
  spacing: number;
  peak: number;
  length: number;
}

/** Plays the notes as sine tones a moment from now, first resuming a context the browser has suspended. */
export function playTones(context: AudioContext, { frequencies, spacing, peak, length }: Tones): void {
  if (context.state === 'suspended') void context.resume().catch(() => {});
  const start = context.currentTime + 0.02;
  frequencies.forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + index * spacing;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.01);
  });
}

import { BellOff, BellRing } from 'lucide-react';
import { buttonClasses } from '../button';

/** The new-order sound's switch, on every counter screen (the choice is remembered: use-order-alert.ts). */
export function SoundSwitch({
  muted,
  setMuted,
  size = 'sm',
}: {
  muted: boolean;
  setMuted: (muted: boolean) => void;
  size?: 'sm' | 'lg';
}) {
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={() => setMuted(!muted)}
      className={buttonClasses({
        variant: 'secondary',
        size: size === 'lg' ? 'md' : 'sm',
        className: size === 'lg' ? 'h-12' : '',
      })}
      title={muted ? 'New orders make no sound' : 'New orders play a short sound'}
    >
      {muted ? <BellOff aria-hidden className="size-4" /> : <BellRing aria-hidden className="size-4" />}
      {muted ? 'Sound off' : 'Sound on'}
    </button>
  );
}

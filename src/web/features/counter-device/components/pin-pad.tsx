import { isPinPrefix, PIN_FORMAT_MESSAGE, pinLockedMessage, pinSchema } from '@domain/counter-device';
import { Delete, LoaderCircle, LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { useNavigate } from '../../../lib/router';
import { useSwitchIn } from '../api/counter-device';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const keyClasses =
  'flex h-18 items-center justify-center rounded-2xl bg-white text-3xl font-bold text-tea-900 shadow-sm ring-1 ' +
  'ring-tea-900/10 transition-transform select-none active:scale-95 hover:bg-cream-50 focus-visible:outline-3 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-taro-600 disabled:opacity-45 disabled:active:scale-100 ' +
  'sm:h-20';

/** The time now, again every few seconds while the screen is locked: the lock's minutes count down, then it opens. */
function useLockClock(lockedUntil: string | null, onLockEnded: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!lockedUntil) return;
    const until = new Date(lockedUntil).getTime();
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) {
        window.clearInterval(timer);
        onLockEnded();
      }
    }, 5_000);
    return () => window.clearInterval(timer);
  }, [lockedUntil, onLockEnded]);
  return now;
}

interface PinPadProps {
  deviceName: string;
  lockedUntil: string | null;
  /** Where the person goes once switched in. */
  next: string;
  onLockEnded: () => void;
}

/** The PIN, as dots in a field that takes typing too, and a keypad of big keys; Switch in sends it. */
export function PinPad({ deviceName, lockedUntil, next, onLockEnded }: PinPadProps) {
  const [pin, setPin] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const switchIn = useSwitchIn();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const now = useLockClock(lockedUntil, onLockEnded);
  const locked = lockedUntil !== null && new Date(lockedUntil).getTime() > now;
  const busy = switchIn.isPending;
  // The screen is there for one thing: whoever walks up types their PIN at once, on the keypad or a keyboard.
  useEffect(() => field.current?.focus(), []);

  const type = (value: string) => {
    if (!isPinPrefix(value)) return;
    setPin(value);
    setFormatError(null);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (locked || busy) return;
    if (!pinSchema.safeParse(pin).success) {
      setFormatError(PIN_FORMAT_MESSAGE);
      return;
    }
    switchIn.mutate(pin, {
      onSuccess: () => navigate(next, { replace: true }),
      onSettled: () => setPin(''),
    });
  };
  // Digits typed while a key has the focus go into the PIN too, and so does Backspace.
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) type(pin + event.key);
    else if (event.key === 'Backspace') type(pin.slice(0, -1));
    else return;
    event.preventDefault();
  };

  const message = locked
    ? pinLockedMessage(new Date(lockedUntil), new Date(now))
    : (formatError ?? (switchIn.isError ? switchIn.error.message : null));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-6 sm:py-10">
      <p className="text-sm font-semibold tracking-wide text-tea-700 uppercase">Counter device · {deviceName}</p>
      <h1 className="mt-1 font-display text-3xl font-extrabold sm:text-4xl">Enter your PIN</h1>
      <form onSubmit={submit} noValidate className="mt-5 w-full">
        <label htmlFor="counter-pin" className="sr-only">
          PIN
        </label>
        <input
          ref={field}
          id="counter-pin"
          type="password"
          // Our keypad is the tablet's keyboard; a real keyboard types into the field as well.
          inputMode="none"
          autoComplete="off"
          maxLength={6}
          value={pin}
          disabled={locked}
          aria-invalid={message ? true : undefined}
          aria-describedby="counter-pin-message"
          onChange={(event) => type(event.target.value)}
          className="block h-16 w-full rounded-2xl border-0 bg-white text-center font-mono text-4xl tracking-[0.5em] text-tea-900 ring-1 ring-tea-400/70 ring-inset focus:ring-2 focus:ring-taro-600 focus:outline-none disabled:bg-cream-200"
        />
        <p id="counter-pin-message" role="alert" className="mt-3 min-h-12 text-center font-semibold text-berry-700">
          {message}
        </p>
        <div className="mt-2 grid grid-cols-3 gap-3" role="group" aria-label="Keypad">
          {KEYS.map((key) => (
            <button
              key={key}
              type="button"
              className={keyClasses}
              disabled={locked}
              onClick={() => type(pin + key)}
              onKeyDown={keyDown}
            >
              {key}
            </button>
          ))}
          <button
            type="button"
            className={cn(keyClasses, 'text-xl')}
            disabled={locked || pin === ''}
            aria-label="Delete the last digit"
            onClick={() => type(pin.slice(0, -1))}
            onKeyDown={keyDown}
          >
            <Delete aria-hidden className="size-8" />
          </button>
          <button
            type="button"
            className={keyClasses}
            disabled={locked}
            onClick={() => type(pin + '0')}
            onKeyDown={keyDown}
          >
            0
          </button>
          <button
            type="submit"
            className={cn(
              keyClasses,
              'gap-2 bg-berry-600 text-lg text-white ring-berry-700 hover:bg-berry-700 sm:text-xl',
            )}
            disabled={locked || busy}
            aria-busy={busy}
          >
            {busy ? (
              <LoaderCircle aria-hidden className="size-6 shrink-0 motion-safe:animate-spin" />
            ) : (
              <LogIn aria-hidden className="hidden size-6 shrink-0 sm:block" />
            )}
            <span>Switch in</span>
          </button>
        </div>
      </form>
    </div>
  );
}

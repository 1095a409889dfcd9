import { readCounterCode } from '@domain/stamp-code';
import { ScanLine } from 'lucide-react';
import type { StampCardLookupAnswer } from '@domain/contracts/till';
import { memo, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { StampCardSummary, StampCodeInput } from '../../../components/stamp-card-parts';
import { useStampCardLookup } from '../../../lib/stamp-card-lookup';
import { useTillCalls } from '../api/till-sales';

/** The browser's barcode reader, where it has one (Chromium on Android and ChromeOS; not every desktop). */
interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeReaderClass = new (options: { formats: string[] }) => BarcodeReader;
const barcodeReader = (): BarcodeReaderClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeReaderClass }).BarcodeDetector
    : null;

/**
 * The stamp card on the sale: the counter code from the customer's order page, typed (always) or scanned from its QR
 * with the camera (where the browser reads QR codes). The card then shows "Stamps: N of 9" and, when a free drink
 * waits, a button to use it. What is typed stays in this control, so a keystroke redraws it alone, never the tiles; and
 * it is given only the sale's card, so a tap on a drink does not redraw it.
 */
export const StampCardControl = memo(function StampCardControl({
  card,
  freeDrink,
  fixed,
  hidden,
  onCard,
  onFreeDrink,
}: {
  card: StampCardLookupAnswer | null;
  freeDrink: boolean;
  /** The sale is rung up: its card stays as it is. */
  fixed: boolean;
  /** No card can be added (a kiosk order being paid: its stamps were settled at the kiosk). */
  hidden: boolean;
  onCard: (card: StampCardLookupAnswer | null) => void;
  onFreeDrink: (use: boolean) => void;
}) {
  const inputId = useId();
  const [scanning, setScanning] = useState(false);
  const calls = useTillCalls();
  const { typed, setTyped, error, setError, looking, find } = useStampCardLookup(calls.stampCard, onCard);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(typed);
  };

  if (card) {
    const waiting = card.rewardsWaiting > 0;
    return (
      <section
        aria-label="Stamp card"
        className="grid min-w-0 gap-2 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10"
        data-till-stamp-card
      >
        <StampCardSummary card={card} />
        {waiting ? (
          <Button
            variant={freeDrink ? 'primary' : 'secondary'}
            className="h-auto min-h-12 w-full whitespace-normal"
            aria-pressed={freeDrink}
            disabled={fixed}
            onClick={() => onFreeDrink(!freeDrink)}
          >
            {freeDrink ? 'Free drink used: tap to undo' : 'Use free drink'}
          </Button>
        ) : (
          <p className="text-sm text-tea-700">No free drink on this card yet: this sale earns its stamps.</p>
        )}
        {fixed ? null : (
          <Button variant="ghost" className="h-auto min-h-10 w-full whitespace-normal" onClick={() => onCard(null)}>
            Take the card off this sale
          </Button>
        )}
      </section>
    );
  }
  if (fixed || hidden) return null;
  const Reader = barcodeReader();
  return (
    <form onSubmit={submit} className="grid gap-1" aria-label="Stamp card">
      <label htmlFor={inputId} className="text-sm font-semibold text-tea-800">
        Stamp card code (from the customer’s order page)
      </label>
      <div className="flex gap-2">
        <StampCodeInput id={inputId} typed={typed} setTyped={setTyped} error={error} className="h-12 min-w-0 flex-1" />
        <Button type="submit" variant="secondary" className="h-12" disabled={looking || !typed.trim()}>
          Find card
        </Button>
        {Reader ? (
          <Button
            variant="secondary"
            className="h-12 w-12 shrink-0 p-0"
            aria-label="Scan the stamp card’s QR code"
            aria-pressed={scanning}
            onClick={() => setScanning(!scanning)}
          >
            <ScanLine aria-hidden className="size-6" />
          </Button>
        ) : null}
      </div>
      {scanning && Reader ? (
        <QrScanner
          Reader={Reader}
          onCode={(code) => {
            setScanning(false);
            setTyped(code);
            void find(code);
          }}
          onFail={(message) => {
            setScanning(false);
            setError(message);
          }}
        />
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-semibold text-berry-700">
          {error}
        </p>
      ) : null}
    </form>
  );
});

/** How often the camera's picture is read for a QR code: often enough to feel instant, rarely enough to stay cool. */
const SCAN_EVERY_MS = 250;

/** The camera's picture, read for a QR code until one is found; the camera is let go when it closes. */
function QrScanner({
  Reader,
  onCode,
  onFail,
}: {
  Reader: BarcodeReaderClass;
  onCode: (code: string) => void;
  onFail: (message: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onFail });
  // The latest handlers, for the camera's loop that started with the first ones.
  useEffect(() => {
    handlers.current = { onCode, onFail };
  });
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const reader = new Reader({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void reader.detect(video.current).then((found) => {
            const code = found.map((each) => readCounterCode(each.rawValue)).find(Boolean);
            if (code && !stopped) handlers.current.onCode(code);
          });
        }, SCAN_EVERY_MS);
      })
      .catch(() => handlers.current.onFail('The camera could not be opened. Please type the code.'));
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [Reader]);
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Camera: hold the customer’s QR code up to it"
      className="mt-1 aspect-video w-full rounded-xl bg-tea-900 object-cover"
    />
  );
}

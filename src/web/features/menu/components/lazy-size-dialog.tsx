import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { afterNextPaint, holdIdleWork } from '../../../lib/after-next-paint';

type SizeDialogModule = typeof import('../../../components/size-dialog/size-dialog');

let loading: Promise<SizeDialogModule> | null = null;
/** The code once it has arrived: the dialog then opens in the render that answers the press. */
let loaded: SizeDialogModule | null = null;

/**
 * Starts fetching the Size dialog's code (the dialog, its options and the quantity stepper), once. The Add buttons
 * call it (after the next frame) when a pointer comes over them, on focus and on press, so the code is on its way
 * before the click that needs it, and a visit that only reads the menu never downloads it.
 */
function preloadSizeDialog(): Promise<SizeDialogModule> {
  loading ??= import('../../../components/size-dialog/size-dialog').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed fetch (a connection dropped) is tried again on the next press.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** As preloadSizeDialog, once the frame answering the press or the pointer is drawn (INP). */
export function preloadSizeDialogAfterPaint(): Promise<SizeDialogModule> {
  return afterNextPaint().then(preloadSizeDialog);
}

/** Ends the wait of idle-time work (holdIdleWork) for the dialog being opened. */
let settleShown: (() => void) | null = null;

/**
 * Runs `open` in the render that shows the dialog: at once when the code is here (`pressed`: still in the press's
 * event), else once it has arrived. The press then opens the dialog in one step; through lazy() and Suspense, even
 * code that arrived quickly would wait for React to reveal the boundary, which it spaces at least 300 ms apart. Code
 * fetched when the page is idle (the toasts') waits until the dialog is on screen, or 3 s should it never be.
 */
export function whenSizeDialogReady(open: (pressed: boolean) => void): void {
  settleShown?.();
  holdIdleWork(
    new Promise<void>((resolve) => {
      settleShown = resolve;
      setTimeout(resolve, 3_000);
    }),
  );
  if (loaded) return open(true);
  // Not before the frame answering the press is painted (Interaction to Next Paint), however soon the code arrives.
  const painted = afterNextPaint();
  // A failed fetch opens it too: lazy() then shows the failure.
  void preloadSizeDialog()
    .catch(() => undefined)
    .then(() => painted)
    .then(() => open(false));
}

// Pressed before the code arrived: the dialog shows when it lands.
const SizeDialog = lazy(() => preloadSizeDialogAfterPaint().then((module) => ({ default: module.SizeDialog })));

/**
 * The Size dialog while a size is chosen; nothing (and no code) before. Opened through whenSizeDialogReady, its code
 * is here and it is drawn directly; lazy() remains for a choice made another way, and to show the fetch's failure.
 */
export function LazySizeDialog(props: ComponentProps<typeof SizeDialog>) {
  // Decided once per opening: switching between the two while the dialog is open would draw it anew, losing what was
  // chosen in it.
  const [opening, setOpening] = useState<{ choice: typeof props.choice; direct: boolean } | null>(null);
  const shown = props.choice !== null;
  useEffect(() => {
    if (shown)
      void afterNextPaint().then(() => {
        settleShown?.();
        settleShown = null;
      });
  }, [shown]);
  if (props.choice && opening?.choice !== props.choice) setOpening({ choice: props.choice, direct: loaded !== null });
  if (!props.choice) return null;
  if (loaded && (opening?.choice !== props.choice || opening.direct)) return <loaded.SizeDialog {...props} />;
  return (
    <Suspense fallback={null}>
      <SizeDialog {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, type ComponentProps } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint';

let loading: Promise<typeof import('./size-dialog')> | null = null;

/**
 * Starts fetching the Size dialog's code (Radix Dialog, the options and the quantity stepper), once. The Add buttons
 * call it (after the next frame) when a pointer comes over them, on focus and on press, so the code is on its way
 * before the click that needs it, and a visit that only reads the menu never downloads it.
 */
function preloadSizeDialog(): Promise<typeof import('./size-dialog')> {
  loading ??= import('./size-dialog').catch((error: unknown) => {
    // A failed fetch (a connection dropped) is tried again on the next press.
    loading = null;
    throw error;
  });
  return loading;
}

/** As preloadSizeDialog, once the frame answering the press or the pointer is drawn (INP). */
export function preloadSizeDialogAfterPaint(): Promise<typeof import('./size-dialog')> {
  return afterNextPaint().then(preloadSizeDialog);
}

const SizeDialog = lazy(() => preloadSizeDialogAfterPaint().then((module) => ({ default: module.SizeDialog })));

/** The Size dialog while a size is chosen; nothing (and no code) before. */
export function LazySizeDialog(props: ComponentProps<typeof SizeDialog>) {
  if (!props.choice) return null;
  return (
    <Suspense fallback={null}>
      <SizeDialog {...props} />
    </Suspense>
  );
}

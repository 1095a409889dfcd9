/**
 * The sandbox's 3-D Secure challenge (test card 4000 0025 0000 3155): an accessible dialog with Complete and Fail,
 * as Stripe's test-mode authentication page offers. Fail means payment_intent_authentication_failure.
 */
import { ShieldCheck } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from '../../../components/dialog';

export type ChallengeAnswer = 'complete' | 'fail';

/** ask() opens the challenge and resolves with the customer's answer; render dialog somewhere in the tree. */
export function useSandboxChallenge(amountText: string): { ask: () => Promise<ChallengeAnswer>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: ChallengeAnswer) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<ChallengeAnswer>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const answer = (value: ChallengeAnswer) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  };

  const dialog = (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : answer('fail'))}>
      <AlertDialogContent className="max-w-sm">
        <div className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-taro-700">
          <ShieldCheck aria-hidden className="size-5" />
          Sandbox bank · test mode
        </div>
        <AlertDialogTitle className="mt-2">Authenticate this payment</AlertDialogTitle>
        <AlertDialogDescription>
          Your bank asks you to confirm the payment of {amountText}. This is the sandbox’s test of 3-D Secure: choose
          Complete to approve it or Fail to refuse it.
        </AlertDialogDescription>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => answer('fail')}>
            Fail
          </Button>
          <Button variant="accent" onClick={() => answer('complete')}>
            Complete
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { ask, dialog };
}

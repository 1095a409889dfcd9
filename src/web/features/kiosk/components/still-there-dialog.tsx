import { Button } from '../../../components/button';
import { ModalDialog } from '../../../components/modal-dialog';

/**
 * Still there? The kiosk is about to start over: the seconds left, said to screen readers as they run out, and one
 * large button to carry on. Any touch carries on too.
 */
export function StillThereDialog({ seconds, onCarryOn }: { seconds: number; onCarryOn: () => void }) {
  return (
    <ModalDialog
      labelledBy="kiosk-idle-title"
      describedBy="kiosk-idle-text"
      onClose={onCarryOn}
      alert
      className="max-w-lg"
    >
      <h2 id="kiosk-idle-title" className="font-display text-4xl font-bold text-tea-900">
        Still there?
      </h2>
      <p id="kiosk-idle-text" className="mt-3 text-2xl text-tea-800">
        The kiosk starts over in {seconds} second{seconds === 1 ? '' : 's'}, and your order is cleared.
      </p>
      <Button size="lg" className="mt-6 h-18 w-full text-2xl" onClick={onCarryOn}>
        I’m still here
      </Button>
    </ModalDialog>
  );
}

import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { ModalDialog } from '../../../components/modal-dialog';

/**
 * Clear Basket, asking first ("Clear your basket?"). On the browser's own <dialog>, so the order page, whose code is
 * fetched with the page, carries no dialog library for it.
 */
export function ClearBasket({ onClear }: { onClear: () => void }) {
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden className="size-4" />
        Clear Basket
      </Button>
      {asking ? (
        <ModalDialog alert labelledBy={titleId} describedBy={descriptionId} onClose={() => setAsking(false)}>
          <h2 id={titleId} className="font-display text-xl font-bold text-tea-900">
            Clear your basket?
          </h2>
          <p id={descriptionId} className="mt-2 text-tea-700">
            Every item will be removed from your basket.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep my items
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                onClear();
              }}
            >
              Yes, clear basket
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

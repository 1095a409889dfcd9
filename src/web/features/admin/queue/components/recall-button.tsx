import type { MakersQueue } from '@domain/contracts/printing';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../../components/button';
import { useToast } from '../../../../components/toast';
import { useRecall } from '../api/queue';
import { ticketNumber } from '../ticket-number';

/**
 * **Recall**: the ticket last made ready comes back (a Ready tapped by mistake), its number on the button (on a phone,
 * in its accessible name only).
 */
export function RecallButton({ recall, compact = false }: { recall: MakersQueue['recall']; compact?: boolean }) {
  const move = useRecall();
  const toast = useToast();
  const number = recall ? ticketNumber(recall) : null;
  return (
    <Button
      variant="secondary"
      className={compact ? 'size-12 px-0' : 'h-12 px-4 text-base'}
      disabled={!recall || move.isPending}
      // The name starts with the words shown, so a voice user can say what they see.
      aria-label={recall ? `Recall #${number}: bring its ticket back` : 'Recall: no ticket made ready today'}
      onClick={() =>
        recall &&
        move.mutate(recall.id, {
          onSuccess: () => toast({ title: `Order #${number} is back on the make queue.`, tone: 'success' }),
          onError: (failure) => toast({ title: 'The ticket was not recalled.', description: failure.message }),
        })
      }
    >
      <Undo2 aria-hidden className="size-5" />
      {compact ? null : recall ? `Recall #${number}` : 'Recall'}
    </Button>
  );
}

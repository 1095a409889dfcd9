import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../../components/button';

const MOVES = [
  { by: -1, word: 'up', Icon: ArrowUp },
  { by: 1, word: 'down', Icon: ArrowDown },
] as const;

/**
 * An item's place in its list: Move up and Move down, each naming the item, so a screen reader hears which one
 * moves. Compact (bare arrows) where it sits on a product's small card, framed buttons on an option group's card.
 */
export function MoveControls({
  name,
  first,
  last,
  busy = false,
  compact = false,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  /** A move already on its way: both wait for it. */
  busy?: boolean;
  compact?: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <div className={compact ? 'flex' : 'flex gap-1.5'}>
      {MOVES.map(({ by, word, Icon }) => (
        <Button
          key={word}
          size="sm"
          variant={compact ? 'ghost' : 'secondary'}
          className={compact ? 'size-7 px-0' : undefined}
          aria-label={`Move ${name} ${word}`}
          disabled={busy || (by < 0 ? first : last)}
          onClick={() => onMove(by)}
        >
          <Icon aria-hidden className="size-4" />
        </Button>
      ))}
    </div>
  );
}

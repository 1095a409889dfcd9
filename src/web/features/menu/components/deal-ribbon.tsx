import type { Promotion } from '@domain/promotion';
import { Tag } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDeal } from '../../../lib/format';

/** A small ribbon naming a category's deal, e.g. "Any 2 LRG for £8.50". */
export function DealRibbon({ promotion, className }: { promotion: Promotion; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-berry-600 px-2.5 py-1 text-xs font-bold text-white shadow-sm',
        className,
      )}
    >
      <Tag aria-hidden className="size-3.5" />
      {formatDeal(promotion)}
    </span>
  );
}

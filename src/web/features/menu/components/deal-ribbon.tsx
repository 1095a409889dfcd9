import type { MenuPromotion } from '@domain/promotion';
import { Tag } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDeal } from '../../../lib/format';

/** A small ribbon naming a category's deal, e.g. "Any 2 LRG for £8.50", and "Until 17:00" when it stops today. */
export function DealRibbon({ promotion, className }: { promotion: MenuPromotion; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-berry-600 px-2.5 py-1 text-xs font-bold text-white shadow-sm',
        className,
      )}
    >
      <Tag aria-hidden className="size-3.5" />
      {formatDeal(promotion)}
      {promotion.until ? <span className="font-semibold text-berry-50">· {promotion.until}</span> : null}
    </span>
  );
}

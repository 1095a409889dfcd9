import { Clock } from 'lucide-react';
import { useShopStatus } from '../lib/shop/shop-status';
import { cn } from '../lib/cn';

/**
 * The shop's state in words under the header on every page ("Open until 22:00", "Closed · opens tomorrow at
 * 10:00", or the pause message), live: a pause reaches it through the menu stream. Its height is kept while loading so
 * the page does not move when it arrives.
 */
export function ShopStatusBar() {
  const { data } = useShopStatus();
  return (
    <div
      role="status"
      data-testid="shop-status"
      className={cn(
        'flex min-h-9 items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-semibold',
        data?.paused
          ? 'bg-red-700 text-white'
          : data?.open
            ? 'bg-matcha-100 text-tea-900'
            : 'bg-cream-200 text-tea-900',
      )}
    >
      {data ? (
        <>
          <Clock aria-hidden className="size-4 shrink-0" />
          <span>{data.text}</span>
        </>
      ) : null}
    </div>
  );
}

import { Clock } from 'lucide-react';
import { useGeneralWaitHidden } from '../lib/shop/general-wait';
import { useShopStatus } from '../lib/shop/shop-status';
import { statusBarWords } from '../lib/shop/status-words';
import { cn } from '../lib/cn';

/**
 * The shop's state in words under the header on every page ("Open until 22:00", "Closed · opens tomorrow at
 * 10:00", or the pause message) and, while it takes orders, the wait ("Ready in about 12 min"), live: a pause and every
 * paid or ready order reach it through the menu stream. The server draws it with the status it read, and the page
 * carries that status for hydration, so both sides agree and it shows without the page's code; where the server could
 * not read it, it is drawn empty and its height kept, so the page does not move when it arrives. The page of an order
 * that is ready or collected asks it not to say the wait (`lib/shop/general-wait.ts`).
 */
export function ShopStatusBar() {
  const { data } = useShopStatus();
  // The page of an order already ready or collected says its own state: the queue's wait is not that order's.
  const waitHidden = useGeneralWaitHidden();
  const words = data ? statusBarWords(data) : null;
  return (
    <div
      role="status"
      data-testid="shop-status"
      className={cn(
        // Two lines kept on a phone: the state and the wait, filled in once the status arrives, may need both.
        'flex min-h-13 items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-semibold sm:min-h-9 print:hidden',
        data?.paused
          ? 'bg-red-700 text-white'
          : data?.open
            ? 'bg-matcha-100 text-tea-900'
            : 'bg-cream-200 text-tea-900',
      )}
    >
      {words ? (
        <>
          <Clock aria-hidden className="size-4 shrink-0" />
          <span>
            {words.state}
            {words.wait && !waitHidden ? (
              <>
                {' · '}
                <span className="whitespace-nowrap">{words.wait}</span>
              </>
            ) : null}
          </span>
        </>
      ) : null}
    </div>
  );
}

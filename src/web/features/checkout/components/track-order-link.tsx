import { trackingPath } from '@domain/order-tracking';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/button';
import { useOrderConfirmation } from '../api/get-order-confirmation';
import { readLastOrder } from '../last-order';

/** The way to the order's private, live page; nothing until the server has given its token. */
export function TrackOrderLink({ token, onFollow }: { token: string | undefined; onFollow?: (to: string) => void }) {
  if (!token) return null;
  const to = trackingPath(token);
  return (
    <Link
      to={to}
      onClick={
        onFollow
          ? (event) => {
              event.preventDefault();
              onFollow(to);
            }
          : undefined
      }
      className={buttonClasses({ variant: 'secondary', size: 'lg' })}
    >
      <MapPin aria-hidden className="size-5" />
      Track your order
    </Link>
  );
}

/** The link for the order this tab just paid for in the page (the Payment Successful dialog). */
export function LastOrderTrackLink({ onFollow }: { onFollow: (to: string) => void }) {
  const [lastOrder] = useState(readLastOrder);
  const confirmation = useOrderConfirmation(lastOrder);
  return <TrackOrderLink token={confirmation.data?.trackingToken} onFollow={onFollow} />;
}

import { trackingPath } from '@domain/order-tracking';
import { MapPin } from 'lucide-react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/button';

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

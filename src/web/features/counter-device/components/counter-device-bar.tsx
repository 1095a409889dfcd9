import { lazy, Suspense } from 'react';
import { useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/session/use-session';

// Only a counter device ever draws it: its code stays out of every other browser's pages.
const SwitchedInBar = lazy(() => import('./switched-in-bar'));

/**
 * On a counter device, above every page while someone is switched in: who it is, on which device, and Switch person;
 * the tablet goes back to its PIN screen when left alone. Nothing anywhere else.
 */
export function CounterDeviceBar() {
  const session = useSession().data;
  const { pathname } = useLocation();
  if (!session?.device || !session.user || pathname === '/counter-device') return null;
  return (
    <Suspense fallback={null}>
      <SwitchedInBar deviceName={session.device.name} user={session.user} />
    </Suspense>
  );
}

import { afterSwitchPath } from '@domain/counter-device';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, buttonClasses } from '../../../components/button';
import { PageLoading } from '../../../components/page-loading';
import { Link, Navigate, useSearchParams } from '../../../lib/router';
import { sessionQueryKey } from '../../../lib/session/use-session';
import { useCounterDeviceState } from '../api/counter-device';
import { PinPad } from './pin-pad';

function NotACounterDevice() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-extrabold">This browser is not a counter device</h1>
      <p className="text-lg text-tea-800">
        An Owner or a Manager signs a tablet in once, on the tablet itself, from Counter devices in the back office.
        People then switch in on it with their PIN.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/admin/devices" className={buttonClasses({ variant: 'primary' })}>
          Counter devices
        </Link>
        <Link to="/login" className={buttonClasses({ variant: 'secondary' })}>
          Sign in
        </Link>
      </div>
    </div>
  );
}

/**
 * /counter-device, the PIN screen of a tablet signed in as a counter device: a person switches in with their PIN,
 * on a keypad big enough for a tablet at arm's length or typed, and goes on to the staff page they came from (the
 * orders by default). Drawn on its own, without the shop's header and footer.
 */
export default function PinScreenPage() {
  const state = useCounterDeviceState();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  // Who is signed in here is read again: whoever signed the tablet in, or was switched out, is no longer.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);
  return (
    <main className="min-h-dvh bg-cream-100 text-tea-900">
      {state.isPending ? (
        <PageLoading />
      ) : state.isError ? (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
          <p className="text-lg">We could not reach the shop. {state.error.message}</p>
          <Button onClick={() => void state.refetch()}>Retry</Button>
        </div>
      ) : state.data.device?.mode === 'kiosk' ? (
        <Navigate to="/kiosk" replace />
      ) : state.data.device ? (
        <PinPad
          deviceName={state.data.device.name}
          lockedUntil={state.data.lockedUntil}
          next={afterSwitchPath(params.get('next'))}
          onLockEnded={() => void state.refetch()}
        />
      ) : (
        <NotACounterDevice />
      )}
    </main>
  );
}

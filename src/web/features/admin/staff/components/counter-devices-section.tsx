import type { CounterDevice } from '@domain/contracts/counter-device';
import type { DeviceMode } from '@domain/kiosk';
import { Ban } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { formatCreatedAt } from '../../../../lib/shop-time';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { SaveError } from '../../../../components/admin/save-error';
import { QueryState } from '../../../../components/admin/query-state';
import { inputClasses } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import { useCardReaders, useCounterDevices, useRevokeDevice, useSetDeviceMode } from '../api/counter-devices';

function DeviceCard({
  device,
  onRevoke,
  onMode,
  busy,
}: {
  device: CounterDevice;
  onRevoke: () => void;
  onMode: (mode: DeviceMode, readerId?: string | null) => void;
  busy: boolean;
}) {
  const kiosk = device.mode === 'kiosk';
  const readers = useCardReaders(kiosk).data;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-tea-900/10">
      <div>
        <h3 className="text-lg font-bold">
          {device.name}{' '}
          <span className="ml-1 rounded-full bg-cream-200 px-2 py-0.5 text-sm font-semibold text-tea-800">
            {kiosk ? 'Self-order kiosk' : 'Till'}
          </span>
        </h3>
        <p className="text-sm text-tea-700">
          Signed in {formatCreatedAt(device.createdAt)}
          {device.createdBy ? ` by ${device.createdBy}` : ''}
          {' · '}
          {kiosk
            ? 'customers order on it at /kiosk; nobody switches in'
            : device.lastUsedAt
              ? `last switched in ${formatCreatedAt(device.lastUsedAt)}`
              : 'nobody has switched in yet'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {kiosk && readers?.provider === 'stripe' ? (
          <select
            aria-label={`Card reader beside ${device.name}`}
            value={device.readerId ?? ''}
            disabled={busy}
            onChange={(event) => onMode('kiosk', event.target.value || null)}
            className={cn(inputClasses, 'mt-0 h-9 w-auto py-0 text-sm')}
          >
            <option value="">No card reader: pay at the counter</option>
            {readers.readers.map((reader) => (
              <option key={reader.id} value={reader.id}>
                {reader.label}
              </option>
            ))}
          </select>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onMode(kiosk ? 'counter' : 'kiosk')}
          aria-label={`${kiosk ? 'Make it a till' : 'Make it a kiosk'}: ${device.name}`}
        >
          {kiosk ? 'Make it a till' : 'Make it a kiosk'}
        </Button>
        <Button size="sm" variant="danger" onClick={onRevoke} aria-label={`Revoke ${device.name}`}>
          Revoke
        </Button>
      </div>
    </li>
  );
}

/**
 * The tablets signed in as counter devices, each with Revoke (confirmed first: whoever is switched in there is signed
 * out at their next tap, and the tablet's PIN screen opens nothing any more). `children` goes above the list: the
 * Counter devices page puts the sign-in of this tablet there.
 */
export function CounterDevicesSection({ children }: { children?: ReactNode }) {
  const devices = useCounterDevices();
  const revoke = useRevokeDevice();
  const setMode = useSetDeviceMode();
  const [leaving, setLeaving] = useState<CounterDevice | null>(null);
  return (
    <SectionFrame id="counter-devices-title" title="Counter devices" aside={null}>
      <div className="mt-4 grid grid-cols-1 gap-4">
        <p className="text-tea-700">
          A shared tablet at the counter: people switch in on it with their own PIN, and what they do there is recorded
          under their name. Made a kiosk, it is the customers’: they order and pay on it at /kiosk, and nobody can
          switch in there.
        </p>
        {children}
        <QueryState
          query={devices}
          loading="Loading counter devices…"
          failed="The counter devices could not be loaded."
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-tea-700">No counter devices yet.</p>
            ) : (
              <ul aria-label="Counter devices" className="grid grid-cols-1 gap-3">
                {list.map((device) => (
                  <DeviceCard
                    key={device.id}
                    device={device}
                    busy={setMode.isPending}
                    onMode={(mode, readerId) =>
                      setMode.mutate({ device, mode, ...(readerId === undefined ? {} : { readerId }) })
                    }
                    onRevoke={() => setLeaving(device)}
                  />
                ))}
              </ul>
            )
          }
        </QueryState>
        {revoke.error ? <SaveError title="The device was not revoked." detail={revoke.error.message} /> : null}
        {setMode.error ? <SaveError title="The device’s mode was not changed." detail={setMode.error.message} /> : null}
      </div>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? null : setLeaving(null))}
        title={`Revoke ${leaving?.name ?? 'this device'}?`}
        description="Whoever is switched in on it is signed out at once, and its PIN screen lets nobody in any more. To use it again, sign it in again."
        pending={revoke.isPending}
        onConfirm={() => {
          if (leaving) revoke.mutate(leaving, { onSettled: () => setLeaving(null) });
        }}
        confirm="Revoke"
        icon={Ban}
      />
    </SectionFrame>
  );
}

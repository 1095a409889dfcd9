import {
  counterDeviceAnswer,
  counterDeviceListAnswer,
  type CounterDevice,
  type SetMyPinInput,
} from '@domain/contracts/counter-device';
import { noContent } from '@domain/contracts/common';
import { tillReadersAnswer } from '@domain/contracts/till';
import type { DeviceMode } from '@domain/kiosk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { useStaffMutation, useStaffQuery } from '../../../../lib/admin/staff-query';

/** Under ['admin'], as every admin query: signing out drops it. */
const devicesKey = ['admin', 'counter-devices'] as const;
const staffKey = ['admin', 'staff'] as const;

/** GET /api/admin/counter-devices: the tablets signed in as counter devices, newest first. */
export function useCounterDevices() {
  return useStaffQuery(devicesKey, '/api/admin/counter-devices', counterDeviceListAnswer);
}

/**
 * POST /api/admin/counter-devices: this browser becomes a counter device, and the session that asked ends on the
 * server. The browser reads who is signed in again on the PIN screen it goes to next: read here, the staff page still
 * on show would send it there itself, with that page as the way back.
 */
export function useRegisterDevice() {
  const staffFetch = useStaffFetch();
  return useMutation({
    mutationFn: (name: string) =>
      staffFetch('/api/admin/counter-devices', { answer: counterDeviceAnswer, method: 'POST', json: { name } }),
  });
}

/** POST /api/admin/counter-devices/:id/revoke: whoever is switched in there is refused at their next call. */
export function useRevokeDevice() {
  return useStaffMutation(
    (staffFetch, device: CounterDevice) =>
      staffFetch(`/api/admin/counter-devices/${encodeURIComponent(device.id)}/revoke`, {
        answer: noContent,
        method: 'POST',
      }),
    { refetches: devicesKey },
  );
}

/** PUT /api/admin/counter-devices/:id/mode: the device becomes the self-order kiosk, or the till again. */
export function useSetDeviceMode() {
  return useStaffMutation(
    (staffFetch, { device, ...json }: { device: CounterDevice; mode: DeviceMode; readerId?: string | null }) =>
      staffFetch(`/api/admin/counter-devices/${encodeURIComponent(device.id)}/mode`, {
        answer: noContent,
        method: 'PUT',
        json,
      }),
    { refetches: devicesKey },
  );
}

/** GET /api/admin/till/readers: the shop's card readers at Stripe, one of which a kiosk may pay on. */
export function useCardReaders(enabled: boolean) {
  return useStaffQuery(['admin', 'till', 'readers'], '/api/admin/till/readers', tillReadersAnswer, {
    enabled,
    staleTime: 60_000,
  });
}

/** PUT /api/admin/staff/:id/pin: the Owner sets someone's PIN. */
export function useSetPin() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pin }: { id: string; pin: string }) =>
      staffFetch(`/api/admin/staff/${encodeURIComponent(id)}/pin`, { answer: noContent, method: 'PUT', json: { pin } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** PUT /api/admin/my-pin: a person sets their own PIN, with their password. */
export function useSetMyPin() {
  const staffFetch = useStaffFetch();
  return useMutation({
    mutationFn: (input: SetMyPinInput) =>
      staffFetch('/api/admin/my-pin', { answer: noContent, method: 'PUT', json: input }),
  });
}

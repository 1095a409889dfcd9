/**
 * The shared counter tablet's API. Under /api/admin (staff-route-permissions.ts): the devices (Owners and Managers),
 * a person's PIN set by the Owner, each person's own PIN, and the tablet saying it was touched. Outside it: the PIN
 * screen's state and the switch-in by PIN, which need the device's cookie, not a session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionAnswer } from '@domain/contracts/accounts';
import { errorAnswers, noContent } from '@domain/contracts/common';
import {
  counterDeviceAnswer,
  counterDeviceListAnswer,
  counterDeviceStateAnswer,
  deviceModeBody,
  registerDeviceBody,
  setMyPinBody,
  setPinBody,
  switchInBody,
  type DeviceModeInput,
  type SetMyPinInput,
} from '@domain/contracts/counter-device';
import { isStaffRole } from '@domain/staff-roles';
import type { Config } from '../../env';
import type { RouteApp } from '../../http/route-app';
import { registerRouteTable, type RouteRow } from '../../http/route-table';
import { endSessionStreams } from '../live';
import type { CounterDeviceService } from './counter-device-service';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from './session-cookies';
import { DEVICE_COOKIE, SESSION_COOKIE } from './sessions';
import { adminOf } from './staff-access';

interface CounterDeviceRouteOptions {
  counterDevices: CounterDeviceService;
  config: Pick<Config, 'production'>;
}

const idParams = z.object({ id: z.uuid({ error: 'No such counter device.' }) });
const staffIdParams = z.object({ id: z.uuid({ error: 'No such member of staff.' }) });
type WithParams<Body = unknown> = FastifyRequest & { params: { id: string }; body: Body };

async function registerDeviceHandler(
  { counterDevices, config }: CounterDeviceRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const actor = await adminOf(request);
  const { name } = request.body as { name: string };
  const { token, device } = await counterDevices.register(actor, name, request.cookies[DEVICE_COOKIE]);
  endSessionStreams(actor.id);
  clearSessionCookie(reply, config);
  setDeviceCookie(reply, config, token);
  return reply.status(201).send(device);
}

async function revokeDeviceHandler(
  { counterDevices }: CounterDeviceRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const ended = await counterDevices.revoke(await adminOf(request), (request as WithParams).params.id);
  for (const id of ended) endSessionStreams(id);
  return reply.status(204).send(null);
}

async function setModeHandler(
  { counterDevices }: CounterDeviceRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { params, body } = request as WithParams<DeviceModeInput>;
  const ended = await counterDevices.setMode(await adminOf(request), params.id, body);
  for (const id of ended) endSessionStreams(id);
  return reply.status(204).send(null);
}

async function setPinHandler(
  { counterDevices }: CounterDeviceRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { params, body } = request as WithParams<{ pin: string }>;
  await counterDevices.setPin(await adminOf(request), params.id, body.pin);
  return reply.status(204).send(null);
}

async function setMyPinHandler(
  { counterDevices }: CounterDeviceRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await counterDevices.setMyPin(await adminOf(request), request.body as SetMyPinInput, request.ip);
  return reply.status(204).send(null);
}

/** Nothing to do: being let through a change's checks has already marked the PIN session as in use. */
async function stillHereHandler(_options: CounterDeviceRouteOptions, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(204).send(null);
}

async function deviceStateHandler(
  { counterDevices }: CounterDeviceRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return counterDevices.state(request.cookies[DEVICE_COOKIE]);
}

async function switchInHandler(
  { counterDevices, config }: CounterDeviceRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { pin } = request.body as { pin: string };
  const switched = await counterDevices.switchIn(request.cookies[DEVICE_COOKIE], pin, request.cookies[SESSION_COOKIE]);
  if (switched.endedSessionId) endSessionStreams(switched.endedSessionId);
  setSessionCookie(reply, config, switched.token, switched.expiresAt);
  // Given again, so a tablet in daily use never reaches the browser's limit on a cookie's life.
  setDeviceCookie(reply, config, request.cookies[DEVICE_COOKIE]!);
  reply.header('cache-control', 'no-store');
  const { person, device } = switched;
  const role = isStaffRole(person.role) ? person.role : null;
  return {
    user: { email: person.email, name: person.name, role, isAdmin: role !== null },
    csrfToken: switched.csrfToken,
    device: { name: device.name },
  };
}

/** GET /api/admin/counter-devices: the devices signed in, newest first. */
function listDevicesHandler({ counterDevices }: CounterDeviceRouteOptions) {
  return counterDevices.list();
}

const counterDeviceRouteTable: RouteRow<CounterDeviceRouteOptions>[] = [
  {
    method: 'GET',
    url: '/api/admin/counter-devices',
    summary: 'The counter devices signed in, newest first',
    response: { 200: counterDeviceListAnswer, ...errorAnswers(401, 403) },
    handler: listDevicesHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/counter-devices',
    summary: 'Signs in this browser as a counter device (until revoked); the session that asked ends',
    body: registerDeviceBody,
    response: { 201: counterDeviceAnswer, ...errorAnswers(400, 401, 403, 409) },
    handler: registerDeviceHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/counter-devices/:id/revoke',
    summary: 'Revokes a counter device: whoever is switched in on it is refused at their next call',
    params: idParams,
    response: { 204: noContent, ...errorAnswers(400, 401, 403, 404) },
    handler: revokeDeviceHandler,
  },
  {
    method: 'PUT',
    url: '/api/admin/counter-devices/:id/mode',
    summary: 'Switches a counter device between the till (counter) and the self-order kiosk (kiosk)',
    params: idParams,
    body: deviceModeBody,
    response: { 204: noContent, ...errorAnswers(400, 401, 403, 404) },
    handler: setModeHandler,
  },
  {
    method: 'PUT',
    url: '/api/admin/staff/:id/pin',
    summary: 'Sets a person’s PIN for counter devices (4–6 digits, not another active person’s)',
    params: staffIdParams,
    body: setPinBody,
    response: { 204: noContent, ...errorAnswers(400, 401, 403, 404, 409) },
    handler: setPinHandler,
  },
  {
    method: 'PUT',
    url: '/api/admin/my-pin',
    summary: 'Sets your own PIN for counter devices, with your password',
    body: setMyPinBody,
    response: { 204: noContent, ...errorAnswers(400, 401, 403, 409, 429) },
    handler: setMyPinHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/still-here',
    summary: 'The person at a counter device touched it: their PIN session is not idle',
    response: { 204: noContent, ...errorAnswers(401, 403) },
    handler: stillHereHandler,
  },
  {
    method: 'GET',
    url: '/api/counter-device',
    summary: 'Whether this browser is a counter device, and whether its PIN screen is locked',
    response: { 200: counterDeviceStateAnswer },
    handler: deviceStateHandler,
  },
  {
    method: 'POST',
    url: '/api/counter-device/switch',
    summary: 'Switches a person in on this counter device by their PIN',
    body: switchInBody,
    response: { 200: sessionAnswer, ...errorAnswers(400, 401, 429) },
    handler: switchInHandler,
  },
];

export async function counterDeviceRoutes(app: RouteApp, options: CounterDeviceRouteOptions): Promise<void> {
  registerRouteTable(app, options, counterDeviceRouteTable);
}

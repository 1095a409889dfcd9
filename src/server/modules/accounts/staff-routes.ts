/**
 * The Staff page's API (Owner only: staff-route-permissions.ts) and the public half of a set-password link. Each
 * handler is a named function that calls StaffService, which owns the change, its e-mail and its audit entry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorAnswers, noContent } from '@domain/contracts/common';
import {
  addStaffBody,
  passwordLinkAnswer,
  passwordLinkBody,
  setPasswordBody,
  staffMemberAnswer,
  staffRoleBody,
  type AddStaffInput,
} from '@domain/contracts/staff';
import type { StaffRole } from '@domain/staff-roles';
import type { RouteApp } from '../../http/route-app';
import { registerRouteTable, type RouteRow } from '../../http/route-table';
import { adminOf } from './staff-access';
import type { StaffService } from './staff-service';

const idParams = z.object({ id: z.uuid({ error: 'No such member of staff.' }) });
type StaffRequest<Body = unknown> = FastifyRequest & { params: { id: string }; body: Body };

async function listStaffHandler(staff: StaffService) {
  return staff.list();
}

async function addStaffHandler(staff: StaffService, request: FastifyRequest, reply: FastifyReply) {
  const member = await staff.add(await adminOf(request), request.body as AddStaffInput);
  return reply.status(201).send(member);
}

async function changeRoleHandler(staff: StaffService, request: FastifyRequest) {
  const { params, body } = request as StaffRequest<{ role: StaffRole }>;
  return staff.changeRole(await adminOf(request), params.id, body.role);
}

async function deactivateHandler(staff: StaffService, request: FastifyRequest) {
  return staff.deactivate(await adminOf(request), (request as StaffRequest).params.id);
}

async function sendLinkHandler(staff: StaffService, request: FastifyRequest) {
  return staff.sendNewLink(await adminOf(request), (request as StaffRequest).params.id);
}

async function linkOwnerHandler(staff: StaffService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return staff.linkOwner((request.body as { token: string }).token);
}

async function setPasswordHandler(staff: StaffService, request: FastifyRequest, reply: FastifyReply) {
  const { token, password } = request.body as { token: string; password: string };
  await staff.setPassword(token, password);
  return reply.status(204).send(null);
}

const memberAnswers = { 200: staffMemberAnswer, ...errorAnswers(400, 401, 403, 404, 409) };

const staffRouteTable: RouteRow<StaffService>[] = [
  {
    method: 'GET',
    url: '/api/admin/staff',
    summary: 'The staff: name, e-mail, role, active',
    response: { 200: z.array(staffMemberAnswer) },
    handler: listStaffHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/staff',
    summary: '+ Add Staff: the person is e-mailed a one-time link (24 hours) to set their password',
    body: addStaffBody,
    response: { 201: staffMemberAnswer, ...errorAnswers(400, 401, 403, 409) },
    handler: addStaffHandler,
  },
  {
    method: 'PUT',
    url: '/api/admin/staff/:id/role',
    summary: 'Changes a role',
    params: idParams,
    body: staffRoleBody,
    response: memberAnswers,
    handler: changeRoleHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/staff/:id/deactivate',
    summary: 'Deactivate: their sessions end at once',
    params: idParams,
    response: memberAnswers,
    handler: deactivateHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/staff/:id/link',
    summary: 'Send a new link to set the password',
    params: idParams,
    response: memberAnswers,
    handler: sendLinkHandler,
  },
  {
    method: 'POST',
    url: '/api/auth/password-link',
    summary: 'Who a set-password link is for, while it is valid',
    body: passwordLinkBody,
    response: { 200: passwordLinkAnswer, ...errorAnswers(400) },
    handler: linkOwnerHandler,
  },
  {
    method: 'POST',
    url: '/api/auth/set-password',
    summary: 'Sets the password a one-time link is for',
    body: setPasswordBody,
    response: { 204: noContent, ...errorAnswers(400) },
    handler: setPasswordHandler,
  },
];

export async function staffRoutes(app: RouteApp, { staff }: { staff: StaffService }): Promise<void> {
  registerRouteTable(app, staff, staffRouteTable);
}

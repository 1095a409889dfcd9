/**
 * The Staff page's API (Owner only: staff-route-permissions.ts) and the public half of a set-password link. Each
 * handler is a named function that calls StaffService, which owns the change, its e-mail and its audit entry.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { adminOf } from './staff-access';
import type { StaffService } from './staff-service';

const idParams = z.object({ id: z.uuid({ error: 'No such member of staff.' }) });
type StaffRequest<Body = unknown> = FastifyRequest & { params: { id: string }; body: Body };

export async function staffRoutes(app: FastifyInstance, { staff }: { staff: StaffService }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const memberAnswers = { 200: staffMemberAnswer, ...errorAnswers(400, 401, 403, 404, 409) };
  routes.get(
    '/api/admin/staff',
    { schema: { summary: 'The staff: name, e-mail, role, active', response: { 200: z.array(staffMemberAnswer) } } },
    listStaffHandler.bind(null, staff),
  );
  routes.post(
    '/api/admin/staff',
    {
      schema: {
        summary: '+ Add Staff: the person is e-mailed a one-time link (24 hours) to set their password',
        body: addStaffBody,
        response: { 201: staffMemberAnswer, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    addStaffHandler.bind(null, staff),
  );
  routes.put(
    '/api/admin/staff/:id/role',
    { schema: { summary: 'Changes a role', params: idParams, body: staffRoleBody, response: memberAnswers } },
    changeRoleHandler.bind(null, staff),
  );
  routes.post(
    '/api/admin/staff/:id/deactivate',
    { schema: { summary: 'Deactivate: their sessions end at once', params: idParams, response: memberAnswers } },
    deactivateHandler.bind(null, staff),
  );
  routes.post(
    '/api/admin/staff/:id/link',
    { schema: { summary: 'Send a new link to set the password', params: idParams, response: memberAnswers } },
    sendLinkHandler.bind(null, staff),
  );
  routes.post(
    '/api/auth/password-link',
    {
      schema: {
        summary: 'Who a set-password link is for, while it is valid',
        body: passwordLinkBody,
        response: { 200: passwordLinkAnswer, ...errorAnswers(400) },
      },
    },
    linkOwnerHandler.bind(null, staff),
  );
  routes.post(
    '/api/auth/set-password',
    {
      schema: {
        summary: 'Sets the password a one-time link is for',
        body: setPasswordBody,
        response: { 204: noContent, ...errorAnswers(400) },
      },
    },
    setPasswordHandler.bind(null, staff),
  );
}

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

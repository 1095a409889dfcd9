/**
 * Staff management of drink options: option groups with their options, their order, where they apply,
 * and each option's sold-out switch. Under /api/admin, so requireAdmin runs before each (accounts/staff-access.ts);
 * routes stay thin: validate, call the service, answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDrinkOptionAnswer,
  adminOptionGroupAnswer,
  adminOptionGroupInput,
  drinkOptionStockInput,
  optionGroupOrderInput,
  optionIdParams,
} from '@domain/contracts/admin-options';
import { errorAnswers, noContent } from '@domain/contracts/common';
import type { Db } from '../../db/client';
import { adminOf } from '../accounts';
import type { CatalogueAdminService } from './catalogue-admin-service';
import { listAdminOptionGroups } from './option-repository';

const errors = errorAnswers(400, 401, 403, 404, 409, 503);

export interface OptionAdminRoutesOptions {
  catalogueAdmin: CatalogueAdminService;
  db: Db;
}

export const optionAdminRoutes: FastifyPluginAsyncZod<OptionAdminRoutesOptions> = async (
  app,
  { catalogueAdmin, db },
) => {
  app.get(
    '/api/admin/option-groups',
    {
      schema: {
        summary: 'Every drink option group with its options, in order, and where it applies',
        response: { 200: z.array(adminOptionGroupAnswer), ...errors },
      },
    },
    async () => listAdminOptionGroups(db),
  );
  app.post(
    '/api/admin/option-groups',
    {
      schema: {
        summary: 'Adds an option group with its options, categories and per-product exceptions',
        body: adminOptionGroupInput,
        response: { 201: adminOptionGroupAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogueAdmin.createOptionGroup(await adminOf(request), request.body)),
  );
  app.put(
    '/api/admin/option-groups/:id',
    {
      schema: {
        summary: 'Replaces an option group: its options, limits, categories and per-product exceptions',
        params: optionIdParams,
        body: adminOptionGroupInput,
        response: { 200: adminOptionGroupAnswer, ...errors },
      },
    },
    async (request) => catalogueAdmin.updateOptionGroup(await adminOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/option-groups/:id',
    {
      schema: {
        summary: 'Deletes an option group and its options (placed orders keep their own copy)',
        params: optionIdParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await catalogueAdmin.deleteOptionGroup(await adminOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/api/admin/option-group-order',
    {
      schema: {
        summary: 'Puts the option groups in this order (every group once)',
        body: optionGroupOrderInput,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await catalogueAdmin.reorderOptionGroups(await adminOf(request), request.body.ids);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/api/admin/drink-options/:id',
    {
      schema: {
        summary: 'Marks one option sold out or back in stock',
        params: optionIdParams,
        body: drinkOptionStockInput,
        response: { 200: adminDrinkOptionAnswer, ...errors },
      },
    },
    async (request) => catalogueAdmin.setOptionSoldOut(await adminOf(request), request.params.id, request.body.soldOut),
  );
};

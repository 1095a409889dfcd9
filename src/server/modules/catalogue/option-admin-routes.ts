/**
 * Staff management of drink options: option groups with their options, their order, where they apply,
 * and each option's sold-out switch. Under /api/admin, so requireStaff runs before each (accounts/staff-access.ts);
 * routes stay thin: validate, call the service, answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminDrinkOptionAnswer,
  adminOptionGroupAnswer,
  adminOptionGroupInput,
  drinkOptionStockInput,
  optionGroupOrderInput,
  optionIdParams,
} from '@domain/contracts/admin-options';
import { noContent } from '@domain/contracts/common';
import type { RouteApp } from '../../http/route-app';
import { adminOf } from '../accounts';
import type { CatalogueAdminService } from './catalogue-admin-service';
import { adminErrors, collectionRoutes } from './collection-routes';

export interface OptionAdminRoutesOptions {
  catalogueAdmin: CatalogueAdminService;
}

export async function optionAdminRoutes(app: RouteApp, { catalogueAdmin }: OptionAdminRoutesOptions): Promise<void> {
  collectionRoutes(app, {
    path: '/api/admin/option-groups',
    params: optionIdParams,
    answer: adminOptionGroupAnswer,
    input: adminOptionGroupInput,
    change: adminOptionGroupInput,
    summaries: {
      list: 'Every drink option group with its options, in order, and where it applies',
      add: 'Adds an option group with its options, categories and per-product exceptions',
      change: 'Replaces an option group: its options, limits, categories and per-product exceptions',
      remove: 'Deletes an option group and its options (placed orders keep their own copy)',
    },
    list: () => catalogueAdmin.listOptionGroups(),
    add: (admin, input) => catalogueAdmin.createOptionGroup(admin, input),
    update: (admin, id, input) => catalogueAdmin.updateOptionGroup(admin, id, input),
    remove: (admin, id) => catalogueAdmin.deleteOptionGroup(admin, id),
  });
  app.put(
    '/api/admin/option-group-order',
    {
      schema: {
        summary: 'Puts the option groups in this order (every group once)',
        body: optionGroupOrderInput,
        response: { 204: noContent, ...adminErrors },
      },
    },
    async (request, reply) => reorderHandler(catalogueAdmin, request, reply),
  );
  app.put(
    '/api/admin/drink-options/:id',
    {
      schema: {
        summary: 'Marks one option sold out or back in stock',
        params: optionIdParams,
        body: drinkOptionStockInput,
        response: { 200: adminDrinkOptionAnswer, ...adminErrors },
      },
    },
    async (request) => soldOutHandler(catalogueAdmin, request),
  );
}

async function reorderHandler(
  catalogueAdmin: CatalogueAdminService,
  request: FastifyRequest & { body: { ids: string[] } },
  reply: FastifyReply,
) {
  await catalogueAdmin.reorderOptionGroups(await adminOf(request), request.body.ids);
  return reply.status(204).send(null);
}

async function soldOutHandler(
  catalogueAdmin: CatalogueAdminService,
  request: FastifyRequest & { params: { id: string }; body: { soldOut: boolean } },
) {
  return catalogueAdmin.setOptionSoldOut(await adminOf(request), request.params.id, request.body.soldOut);
}

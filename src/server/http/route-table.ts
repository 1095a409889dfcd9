/**
 * A module's routes written as a table, one row a route: its method and path, what it does (the summary the API's
 * description shows), what it takes and what it answers, and its named handler, which gets the module's service first.
 * A row reads as the route's whole contract; one loop here turns the rows into Fastify routes, so the wrapping every
 * registration needs is written once.
 */
import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteApp } from './route-app';

export interface RouteRow<Service> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Every answer the route may give, by status: its own and the errors it shares with its module. */
  response: Record<number, z.ZodType>;
  config?: RouteOptions['config'];
  /**
   * Declared as a method so that a handler may name the request's parts it reads (`FastifyRequest & { body: … }`):
   * Fastify has checked them against the row's schemas before the handler runs.
   */
  handler(service: Service, request: FastifyRequest, reply: FastifyReply): unknown;
}

/** The row's schema, with only the parts it declares (Fastify compiles a validator for each part present). */
function schemaOf({ summary, params, querystring, body, response }: RouteRow<unknown>): FastifySchema {
  return { summary, ...(params && { params }), ...(querystring && { querystring }), ...(body && { body }), response };
}

export function registerRouteTable<Service>(app: RouteApp, service: Service, rows: readonly RouteRow<Service>[]): void {
  for (const row of rows) {
    app.route({
      method: row.method,
      url: row.url,
      ...(row.config && { config: row.config }),
      schema: schemaOf(row as RouteRow<unknown>),
      handler: row.handler.bind(null, service),
    });
  }
}

/**
 * The server as a route plugin receives it: each route's request and answer typed from its zod schemas. Plugins are
 * named functions taking it (`export async function auditRoutes(app: RouteApp, options)`), so a reader steps from
 * app.ts's register call to the plugin, and from a route to its named handler, by name.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

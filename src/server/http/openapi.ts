/**
 * The API's OpenAPI 3.1 description, made by @fastify/swagger from the zod schemas every route declares (the same
 * contracts the browser's API client checks answers with: src/domain/contracts) and served at GET /api/openapi.json.
 * Register before the routes: @fastify/swagger collects routes as they are added.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteApp } from './route-app';

export const OPENAPI_PATH = '/api/openapi.json';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pearl API',
        description: "The bubble tea shop's API: menu, checkout, payments, staff dashboard and Request My Data.",
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** GET /api/openapi.json: the document, made once from the routes (after every route was registered). */
export async function openApiRoutes(app: RouteApp): Promise<void> {
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This API described in OpenAPI 3.1',
        response: {
          200: z.looseObject({
            openapi: z.string(),
            info: z.looseObject({ title: z.string(), version: z.string() }),
            paths: z.record(z.string(), z.unknown()).optional(),
          }),
        },
      },
    },
    openApiHandler,
  );
}

async function openApiHandler(request: FastifyRequest) {
  const document = request.server.swagger();
  // Always 3.1 here (registerOpenApi); the check narrows @fastify/swagger's Swagger 2.0 | OpenAPI 3 type.
  if (!('openapi' in document)) throw new Error('The API description is not OpenAPI 3.');
  return { ...document, info: { ...document.info } };
}

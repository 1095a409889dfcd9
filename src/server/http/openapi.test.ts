import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoutes } from '../test/server-routes';
import { buildTestServer, call, type TestServer } from '../test/build';
import { testDatabaseKinds } from '../test/test-database';
import { OPENAPI_PATH } from './openapi';

const kinds = await testDatabaseKinds();

/** Fastify's /api/orders/:id is OpenAPI's /api/orders/{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe.each(kinds)('the OpenAPI description on %s', (kind) => {
  let server: TestServer;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
  };

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const { status, headers, body } = await call(server, 'GET', OPENAPI_PATH);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    // The security headers apply to it as to every answer.
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    document = body;
  });
  afterAll(() => server.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const { valid, errors } = await new Validator().validate(document as never);
    expect(errors).toBeUndefined();
    expect(valid).toBe(true);
  });

  it('describes every route the server answers under /api, with its method', () => {
    const routes = serverRoutes(server.app).filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('gives every JSON route the schema of its answer, errors included', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = operation.responses ?? {};
        const success = Object.keys(responses).filter((status) => status.startsWith('2'));
        expect(success, `${method} ${path}`).not.toEqual([]);
        for (const status of success.filter((code) => code !== '204')) {
          expect(responses[status]?.content, `${method} ${path} ${status}`).toBeDefined();
        }
      }
    }
    expect(document.paths['/api/menu']?.get?.responses?.['503']).toBeDefined();
    expect(document.paths['/api/menu/stream']?.get?.responses?.['200']?.content).toHaveProperty('text/event-stream');
  });
});

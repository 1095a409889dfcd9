import { describe, expect, it } from 'vitest';
import { countFile } from './count-inline-handlers';

const count = (code: string) => countFile('routes.ts', code);

describe('count-inline-handlers', () => {
  it('finds an anonymous plugin and its inline handlers, and where they are', () => {
    const result = count(
      [
        'export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {',
        "  app.get('/api/admin/audit', { schema }, async (request, reply) => {",
        "    reply.header('cache-control', 'no-store');",
        '    return audit.feed(request.query);',
        '  });',
        "  app.route({ method: 'POST', url: '/api/admin/audit', handler: async () => audit.clear() });",
        '};',
      ].join('\n'),
    );
    expect(result).toEqual({
      plugins: 1,
      anonymousPlugins: 1,
      handlers: 2,
      inlineHandlers: 2,
      findings: [
        { line: 1, kind: 'anonymous plugin', what: 'auditRoutes' },
        { line: 2, kind: 'inline handler', what: "GET '/api/admin/audit'" },
        { line: 6, kind: 'inline handler', what: 'ROUTE' },
      ],
    });
  });

  it('counts named plugins, named handlers and arrows that only forward to a named function as named', () => {
    const result = count(
      [
        'export async function auditRoutes(app: FastifyZod, { audit }: { audit: AuditService }) {',
        "  app.get('/api/admin/audit', { schema }, async (request, reply) => auditFeed(audit, request, reply));",
        "  app.post('/api/admin/audit/clear', (request) => { return clearAudit(audit, request); });",
        "  app.get('/api/health', health);",
        '}',
        'async function auditFeed(audit: AuditService, request: Request, reply: Reply) {',
        '  return audit.feed(request.query);',
        '}',
      ].join('\n'),
    );
    expect(result).toEqual({ plugins: 1, anonymousPlugins: 0, handlers: 3, inlineHandlers: 0, findings: [] });
  });

  it('counts the rows of a route table, a handler written in place as inline', () => {
    const result = count(
      [
        'const auditRouteTable: RouteRow<AuditService>[] = [',
        "  { method: 'GET', url: '/api/admin/audit', summary: 'The log', response, handler: auditFeed },",
        "  { method: 'POST', url: '/api/admin/audit/clear', summary: 'Clears it', response, handler: (audit) => clear(audit) },",
        '];',
      ].join('\n'),
    );
    expect(result).toEqual({
      plugins: 0,
      anonymousPlugins: 0,
      handlers: 2,
      inlineHandlers: 1,
      findings: [{ line: 3, kind: 'inline handler', what: 'ROW' }],
    });
  });

  it('treats a plugin passed to register as a plugin of its own, and leaves other get calls alone', () => {
    const result = count(
      [
        'export async function pageRoutes(app: FastifyZod) {',
        '  const cached = cache.get(key);',
        '  headers.get("x", fallback);',
        '  settings.get(key, fallback);',
        '  await app.register(async (scope) => {',
        "    scope.post('/contact', async (request) => request.service.send(request.body));",
        '  });',
        '}',
      ].join('\n'),
    );
    expect(result.plugins).toBe(1);
    expect(result.anonymousPlugins).toBe(1);
    expect(result.handlers).toBe(1);
    expect(result.findings.map((finding) => finding.what)).toEqual(['(passed to register)', "POST '/contact'"]);
  });
});

/**
 * For tests that count the SQL statements a request costs (a count, never a time): a test database opened with
 * `onStatement: recordStatement` offers every statement it runs here, and a statement is kept when it runs on behalf of
 * a request being counted: the request's own, and those of whatever it started (its sending after the commit), told
 * apart from the server's pollers by the request's asynchronous context.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TestServer } from './build';

const counting = new AsyncLocalStorage<string[]>();

/** The database's hook: keeps the statement for the request (or the work) being counted, if any. */
export function recordStatement(text: string): void {
  counting.getStore()?.push(text);
}

/** The statements `work` runs, and those of whatever it starts, until it resolves. */
export async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await counting.run(statements, work);
  return { result, statements };
}

export interface CountedRequests {
  /** The statements of each counted request so far, in the order the requests arrived. */
  readonly requests: string[][];
}

/**
 * From now on, the statements of each request to `server` that `pick` chooses are kept, one list per request. The
 * server's own handler is wrapped: every request still reaches it, in a context of its own when counted.
 */
export function countRequests(server: TestServer, pick: (request: IncomingMessage) => boolean): CountedRequests {
  const http = server.app.server;
  const handlers = http.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  const counted: CountedRequests = { requests: [] };
  http.removeAllListeners('request');
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const run = () => handlers.forEach((handler) => handler(request, response));
    if (!pick(request)) return run();
    const statements: string[] = [];
    counted.requests.push(statements);
    counting.run(statements, run);
  });
  return counted;
}

/** A statement without its values and spacing, to read in a failing test's message. */
export const shortly = (text: string) => text.replace(/\s+/g, ' ').slice(0, 120);

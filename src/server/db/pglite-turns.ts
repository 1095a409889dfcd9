/**
 * The embedded database runs in this very process: each of its statements holds the event loop while it runs. Its
 * client is wrapped here so that every statement, in a transaction or not, first lets the event loop take what is
 * waiting (requests to read, answers to write), and so that its failures are counted and its BEGIN and COMMIT told to
 * whoever counts statements (onStatement).
 */
import type { PGlite } from '@electric-sql/pglite';

/** Wraps the client's query and transaction in place; answers the count of failed queries so far. */
export function letEventLoopIn(client: PGlite, onStatement?: (text: string) => void): { readonly errors: number } {
  let errors = 0;
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    try {
      // PGlite answers in this process without any I/O, so a chain of awaited queries (a checkout's steps,
      // one after another's) resolves in microtasks alone and nothing else runs until it ends: in a burst of 200
      // checkouts, payments being confirmed were not read off their sockets for over a second. Each query first lets
      // the event loop take what is waiting (client.test.ts).
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await query(...args);
    } catch (error) {
      errors++;
      throw error;
    }
  }) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = (async (callback: Parameters<typeof transaction>[0]) => {
    // drizzle leaves PGlite's transactions to PGlite, whose BEGIN and COMMIT it does not log: told here.
    onStatement?.('begin');
    const result = await transaction((tx) => {
      // A transaction's statements, too, each let the event loop in first: while one runs, the requests arriving
      // are read and wait their turn (Readies arriving meanwhile then go together, ready-together.ts), rather than
      // wait unread until it ends.
      const inTx = tx.query.bind(tx);
      tx.query = (async (...args: Parameters<typeof inTx>) => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        return inTx(...args);
      }) as typeof tx.query;
      return callback(tx);
    }).catch((error: unknown) => {
      onStatement?.('rollback');
      throw error;
    });
    onStatement?.('commit');
    return result;
  }) as typeof client.transaction;
  return {
    get errors() {
      return errors;
    },
  };
}

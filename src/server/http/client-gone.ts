import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';

/**
 * Aborted when the client that sent the request goes away before its answer is sent (the work of a
 * request whose client left never goes on to create an order or a payment). A request held up by a database that
 * stopped answering may resume long after the customer gave up; steps with consequences check this first.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const gone = () =>
    controller.abort(new AppError('unavailable', 'The request was abandoned by its client before it finished.'));
  if (response.destroyed && !response.writableFinished) gone();
  // A response closes when it has been sent, or when its connection closed first.
  else response.once('close', () => !response.writableFinished && gone());
  return controller.signal;
}

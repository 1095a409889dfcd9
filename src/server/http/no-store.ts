/**
 * An onSend hook for the answers no browser or proxy may keep: a till's sale, a kiosk's order, a code, a token or a
 * customer's details. Added to a route, or to a whole route plugin whose every answer is such, errors included.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/**
 * The four routes of one admin collection (categories, products, promotions, option groups): list it, add to it (201),
 * change one, delete one (204). Each answers with the collection's contract; the service does the work.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { errorAnswers, noContent } from '@domain/contracts/common';
import { adminOf } from '../accounts';

/** Who asked: the signed-in admin the service records in the audit log. */
type Admin = Awaited<ReturnType<typeof adminOf>>;

export const adminErrors = errorAnswers(400, 401, 403, 404, 409, 503);

export interface Collection<Answer extends ZodType, Input extends ZodType, Change extends ZodType> {
  /** Where it lives: /api/admin/products; one item is at `${path}/:id`. */
  path: string;
  params: ZodType<{ id: string }>;
  answer: Answer;
  input: Input;
  /** What a change sends: the input's fields merged, or a whole new input. */
  change: Change;
  summaries: { list: string; add: string; change: string; remove: string };
  list: () => Promise<z.output<Answer>[]>;
  add: (admin: Admin, input: z.output<Input>) => Promise<z.input<Answer>>;
  update: (admin: Admin, id: string, input: z.output<Change>) => Promise<z.input<Answer>>;
  remove: (admin: Admin, id: string) => Promise<unknown>;
}

export function collectionRoutes<Answer extends ZodType, Input extends ZodType, Change extends ZodType>(
  app: FastifyInstance,
  collection: Collection<Answer, Input, Change>,
) {
  const { path, params, answer, summaries } = collection;
  app.get(path, { schema: { summary: summaries.list, response: { 200: z.array(answer), ...adminErrors } } }, () =>
    listHandler(collection),
  );
  app.post(
    path,
    { schema: { summary: summaries.add, body: collection.input, response: { 201: answer, ...adminErrors } } },
    async (request, reply) => addHandler(collection, request, reply),
  );
  app.put(
    `${path}/:id`,
    {
      schema: { summary: summaries.change, params, body: collection.change, response: { 200: answer, ...adminErrors } },
    },
    async (request) => updateHandler(collection, request),
  );
  app.delete(
    `${path}/:id`,
    { schema: { summary: summaries.remove, params, response: { 204: noContent, ...adminErrors } } },
    async (request, reply) => removeHandler(collection, request, reply),
  );
}

// The schemas above have checked the body and the id before a handler runs; the plugin's types do not follow a schema
// handed in from outside, so each is read back at its checked type here.
const id = (request: FastifyRequest) => (request.params as { id: string }).id;

// Each handler takes the collection at its own types, so what it reads back stays the collection's.
async function listHandler<A extends ZodType, I extends ZodType, C extends ZodType>(collection: Collection<A, I, C>) {
  return collection.list();
}

async function addHandler<A extends ZodType, I extends ZodType, C extends ZodType>(
  collection: Collection<A, I, C>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return reply.status(201).send(await collection.add(await adminOf(request), request.body as z.output<I>));
}

async function updateHandler<A extends ZodType, I extends ZodType, C extends ZodType>(
  collection: Collection<A, I, C>,
  request: FastifyRequest,
) {
  return collection.update(await adminOf(request), id(request), request.body as z.output<C>);
}

async function removeHandler<A extends ZodType, I extends ZodType, C extends ZodType>(
  collection: Collection<A, I, C>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await collection.remove(await adminOf(request), id(request));
  return reply.status(204).send(null);
}

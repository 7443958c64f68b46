import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Keeps the exact text of JSON bodies sent to paths under `prefix`: a provider's callback signature covers
 * the bytes it sent, which re-serialising the parsed body would not give back.
 */
export function keepRawJson(fastify: FastifyInstance, prefix: string): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (req.url.startsWith(prefix)) rawBodies.set(req, String(body));
    parse(req, String(body), done);
  });
}

export const rawBodyOf = (req: FastifyRequest): string | null => rawBodies.get(req) ?? null;

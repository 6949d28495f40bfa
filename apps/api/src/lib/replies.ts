import type { FastifyReply } from 'fastify';

// Write handlers return their answer rather than sending it, so it leaves only once the write's
// transaction has committed (plugins/audit.ts); these set the status on the way.

/** 201 with `answer`. */
export function created<T>(reply: FastifyReply, answer: T): T {
  void reply.code(201);
  return answer;
}

/** 204, no body. */
export function noContent(reply: FastifyReply): null {
  void reply.code(204);
  return null;
}

/** A refusal answered with a body of its own (an import's failing rows): nothing it did is kept. */
export function refused<T>(reply: FastifyReply, status: 409 | 413 | 422, answer: T): T {
  void reply.code(status);
  return answer;
}

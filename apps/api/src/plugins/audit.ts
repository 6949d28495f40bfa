import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { inRequestTransaction } from '../db/request-transaction.ts';
import { AppError } from '../lib/app-error.ts';
import { changedFields, recordAudit } from '../db/audit-log.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACTIONS: Record<string, 'create' | 'update' | 'delete'> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** `/api/companies/:company/users/:user/assign-role` → `companies.users.assign-role` */
export function entityOf(routeUrl: string): string {
  return routeUrl
    .replace(/^\/api(\/v\d+)?\//, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('.');
}

function numberOr(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

function isWrite(method: string | string[], url: string): boolean {
  return (
    [method].flat().some((m) => WRITE_METHODS.has(m)) &&
    url.startsWith('/api') &&
    !url.startsWith('/api/docs')
  );
}

/** Rolls a write back while still answering with its body. */
class Refusal {
  constructor(readonly answer: unknown) {}
}

/** The audit entry of a write that succeeded with `answer`. */
function entryOf(request: FastifyRequest, answer: unknown, url: string) {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const answered = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null;
  const answerUser = (answered?.user ?? null) as { id?: unknown; email?: unknown } | null;
  const paramIds = Object.entries(params).filter(([key]) => key !== 'company');
  const entity = entityOf(url);
  return {
    actor_id: request.user?.id ?? numberOr(answerUser?.id),
    actor_email: request.user?.email ?? (typeof answerUser?.email === 'string' ? answerUser.email : null),
    company_id:
      request.company?.id ??
      numberOr(params.company) ??
      numberOr(body.company_id) ??
      (entity === 'companies' ? numberOr(answered?.id) : null),
    entity,
    entity_id: paramIds.length
      ? String(paramIds.at(-1)![1])
      : answered?.id !== undefined
        ? String(answered.id)
        : null,
    action: ACTIONS[request.method]!,
    changes: changedFields(body),
    method: request.method,
    path: url,
    ip: request.ip,
    request_id: request.id,
  };
}

/**
 * Every write runs in one transaction with its entry in the append-only audit log (actor, company,
 * entity, id, action, the names of the fields sent, ip): both commit, or neither. A write that
 * fails leaves nothing, unless its error says the writes before it stand (a counted wrong code).
 * Write handlers return their answer (setting the status with `reply.code`), so it leaves only
 * after the commit.
 */
export const auditPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!isWrite(route.method, route.url)) return;
      const handler = route.handler as (
        this: unknown,
        request: FastifyRequest,
        reply: FastifyReply,
      ) => Promise<unknown>;
      const url = route.url;
      const audited = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
        const outcome = await inRequestTransaction(app.db, async () => {
          // An answer sent from inside would leave before the commit, and say "done" for a write
          // that may still roll back: sending is refused until the handler has returned.
          const send = reply.send.bind(reply);
          reply.send = () => {
            throw new Error(`${request.method} ${url} sends its answer before its transaction commits`);
          };
          try {
            const answer = await Promise.resolve(handler.call(this, request, reply)).finally(() => {
              reply.send = send;
            });
            // A refusal answered with a body of its own (an import's failing rows) keeps nothing.
            if (reply.statusCode >= 400) throw new Refusal(answer);
            await recordAudit(app.ctx.db, entryOf(request, answer, url));
            return { answer };
          } catch (error) {
            if (error instanceof AppError && error.keepsWrites) return { error };
            throw error;
          }
        }).catch((error: unknown) => {
          if (error instanceof Refusal) return { answer: error.answer };
          throw error;
        });
        if ('error' in outcome) throw outcome.error;
        return outcome.answer;
      };
      route.handler = audited as RouteHandlerMethod;
    });
  },
  { name: 'audit', dependencies: ['database', 'auth'] },
);

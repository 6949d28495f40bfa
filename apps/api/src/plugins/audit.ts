import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { changedFields, recordAudit } from '../modules/audit/audit.service.ts';

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

function parsePayload(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'string' || payload.length > 1_000_000 || !payload.startsWith('{')) return null;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function numberOr(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Records every successful write in the append-only audit log before the answer leaves: actor,
 * company, entity, id, action, the names of the fields sent (never secrets or their values), ip.
 */
export const auditPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
      if (
        !WRITE_METHODS.has(request.method) ||
        reply.statusCode >= 300 ||
        !request.routeOptions.url?.startsWith('/api')
      ) {
        return payload;
      }
      const url = request.routeOptions.url;
      if (url.startsWith('/api/docs')) return payload;
      const params = (request.params ?? {}) as Record<string, unknown>;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const answer = parsePayload(payload);
      const answerUser = (answer?.user ?? null) as { id?: unknown; email?: unknown } | null;
      const actorId = request.user?.id ?? numberOr(answerUser?.id);
      const actorEmail =
        request.user?.email ?? (typeof answerUser?.email === 'string' ? answerUser.email : null);
      const paramIds = Object.entries(params).filter(([key]) => key !== 'company');
      const entityId = paramIds.length
        ? String(paramIds.at(-1)![1])
        : answer?.id !== undefined
          ? String(answer.id)
          : null;
      const entity = entityOf(url);
      const companyId =
        request.membership?.company_id ??
        numberOr(params.company) ??
        numberOr(body.company_id) ??
        (entity === 'companies' ? numberOr(answer?.id) : null);
      await recordAudit(app.db, {
        actor_id: actorId,
        actor_email: actorEmail,
        company_id: companyId,
        entity,
        entity_id: entityId,
        action: ACTIONS[request.method]!,
        changes: changedFields(body),
        method: request.method,
        path: url,
        ip: request.ip,
        request_id: request.id,
      });
      return payload;
    });
  },
  { name: 'audit', dependencies: ['database', 'auth'] },
);

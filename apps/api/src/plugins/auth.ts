import fp from 'fastify-plugin';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { ZId, isBlockedStatus, type TCompanyRole, type TUserRole, type TUserStatus } from '@huella/shared';
import { AppError } from '../lib/app-error.ts';
import { actingRole, companyRights, platformRights, rightNeededBy } from '../lib/rights.ts';
import type { ScopedCompany } from '../lib/context.ts';
import { companyExists, findMembership, findSessionUser } from '../db/access.ts';
import { verifyAccessToken } from '../lib/tokens.ts';

/** Who may call a route. Every /api route declares one; the app refuses to start otherwise. */
export type Access =
  | { kind: 'public' }
  /** A valid access token; the e-mail may still be unverified (account, verification). */
  | { kind: 'signed-in' }
  | { kind: 'verified' }
  | { kind: 'super-admin' }
  /** A member (or administrator) of the company whose id is at `key` of the params, query or body. */
  | { kind: 'company'; role: TCompanyRole; from: 'params' | 'query' | 'body'; key: string };

/** One kind of access rule: what a rule says, known from its helper (an endpoint types its caller by it). */
type AccessOf<K extends Access['kind']> = Extract<Access, { kind: K }>;

export const access = {
  public: (): AccessOf<'public'> => ({ kind: 'public' }),
  signedIn: (): AccessOf<'signed-in'> => ({ kind: 'signed-in' }),
  verified: (): AccessOf<'verified'> => ({ kind: 'verified' }),
  superAdmin: (): AccessOf<'super-admin'> => ({ kind: 'super-admin' }),
  companyMember: (from: 'params' | 'query' | 'body' = 'params', key = 'company'): AccessOf<'company'> => ({
    kind: 'company',
    role: 'member',
    from,
    key,
  }),
  companyAdmin: (from: 'params' | 'query' | 'body' = 'params', key = 'company'): AccessOf<'company'> => ({
    kind: 'company',
    role: 'administrator',
    from,
    key,
  }),
};

/** The company of a company route (its access rule guarantees one). */
export function scopedCompany(request: FastifyRequest): ScopedCompany {
  if (!request.company) throw new Error(`${request.method} ${request.url} is not a company route`);
  return request.company;
}

export type AuthUser = {
  id: number;
  email: string;
  role: TUserRole;
  status: TUserStatus;
  email_verified_at: Date | null;
};

/** The kind of data a route serves, from the module registry (modules/index.ts). */
export type DataKind = 'platform' | 'catalogue' | 'company';

export type RouteEntry = {
  method: string;
  url: string;
  access: Access;
  /** Set when the route's module is registered; every /api route has one. */
  readonly data: DataKind | undefined;
  schema: RouteOptions['schema'];
};

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: Access;
    data?: DataKind;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: AuthUser | null;
    /** The company a company route is about and the caller's role in it (null on other routes). */
    company: ScopedCompany | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    secret: string;
    /** Every /api route with its access rule: the tenant-isolation test walks this table. */
    routeTable: RouteEntry[];
  }
}

const UNCLASSIFIED_PREFIXES = ['/api/docs'];

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function companyIdOf(request: FastifyRequest, from: 'params' | 'query' | 'body', key: string): number | null {
  const source = request[from] as Record<string, unknown> | undefined;
  // Read with the id rule itself: a value past the integer range names no company (and would
  // reach the database as one).
  const parsed = ZId.safeParse(source?.[key]);
  return parsed.success ? parsed.data : null;
}

/**
 * True when an upload that names its company in the query string left it out there: the spec's
 * clients send it as a field of the form, which is read after this check (DESIGN §3), and the
 * upload's reader lets the caller in once it has read it (`enterCompanyOfForm`).
 */
export function namesCompanyInForm(
  request: FastifyRequest,
  rule: Extract<Access, { kind: 'company' }>,
): boolean {
  if (rule.from !== 'query' || !request.routeOptions.config?.upload) return false;
  const query = request.query as Record<string, unknown> | undefined;
  return query?.[rule.key] === undefined;
}

/**
 * Lets the caller into the company `companyId` as the route's rule asks, or refuses: a company the
 * caller does not belong to (or no company) answers 404, a member lacking the role 403.
 */
async function enterCompany(
  request: FastifyRequest,
  rule: Extract<Access, { kind: 'company' }>,
  companyId: number | null,
): Promise<void> {
  const db = request.server.db;
  const user = request.user!;
  if (companyId === null) throw new AppError('NOT_FOUND');
  const membership = await findMembership(db, companyId, user.id);
  const role = actingRole(user.role, membership?.role ?? null);
  // One who administers the platform may enter any company that exists (DESIGN §9).
  if (!role || (!membership && !(await companyExists(db, companyId)))) throw new AppError('NOT_FOUND');
  if (!companyRights(role).includes(rightNeededBy(rule.role))) throw new AppError('FORBIDDEN');
  request.company = { id: companyId, role };
}

/**
 * The company of an upload that names it in its form (`namesCompanyInForm`), once the form is read:
 * a form without one answers 422 on `company_id`, never a bare 404 (DESIGN §3).
 */
export async function enterCompanyOfForm(
  request: FastifyRequest,
  fields: Record<string, unknown>,
): Promise<void> {
  const rule = request.routeOptions.config?.access;
  if (rule?.kind !== 'company' || request.company) return;
  const parsed = ZId.safeParse(fields[rule.key]);
  if (!parsed.success) throw new AppError('VALIDATION', { errors: { [rule.key]: ['validation.required'] } });
  await enterCompany(request, rule, parsed.data);
}

/**
 * Authentication and authorization for every route: the bearer token is read on each request, the
 * user is loaded fresh (a banned user or a changed role takes effect at once), and the route's
 * access rule is enforced. Company data is only reachable through the caller's membership:
 * a company the caller does not belong to answers 404, a member lacking the role answers 403.
 */
export const authPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    app.decorate('secret', secret);
    app.decorate('routeTable', [] as RouteEntry[]);
    app.decorateRequest('user', null);
    app.decorateRequest('company', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || UNCLASSIFIED_PREFIXES.some((p) => route.url.startsWith(p))) return;
      const rule = route.config?.access;
      if (!rule) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
      const config = route.config as { data?: DataKind };
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeTable.push({
          method,
          url: route.url,
          access: rule,
          get data() {
            return config.data;
          },
          schema: route.schema,
        });
      }
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config?.access;
      const token = bearerOf(request);
      if (token) {
        const claims = await verifyAccessToken(secret, token);
        const user = claims ? await findSessionUser(app.db, claims.userId, claims.sessionId) : null;
        request.user = user;
      }
      if (!rule || rule.kind === 'public') return;
      const user = request.user;
      if (!user)
        throw new AppError('UNAUTHENTICATED', { message: token ? 'errors.SESSION_EXPIRED' : undefined });
      if (isBlockedStatus(user.status)) {
        throw new AppError('UNAUTHENTICATED', { message: `errors.ACCOUNT_${user.status}` });
      }
      if (rule.kind === 'signed-in') return;
      if (!user.email_verified_at) throw new AppError('FORBIDDEN', { message: 'errors.EMAIL_NOT_VERIFIED' });
      if (rule.kind === 'super-admin' && !platformRights(user.role).includes('administer_platform'))
        throw new AppError('FORBIDDEN');
    });

    // Company rules run before validation, so a caller outside the company learns nothing from
    // field errors: whatever the body, another company's route answers 404.
    app.addHook('preValidation', async (request) => {
      const rule = request.routeOptions.config?.access;
      if (rule?.kind !== 'company') return;
      if (namesCompanyInForm(request, rule)) return;
      await enterCompany(request, rule, companyIdOf(request, rule.from, rule.key));
    });
  },
  { name: 'auth', dependencies: ['database', 'errors'] },
);

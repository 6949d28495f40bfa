import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZAssignRole,
  ZCompanyUser,
  ZCompanyUserInput,
  ZId,
  ZInvitation,
  ZListQuery,
  ZSession,
  ZSignUpMember,
  ZToken,
  listEnvelope,
} from '@huella/shared';
import { setSessionCookie } from '../../lib/session-cookie.ts';
import { access } from '../../plugins/auth.ts';
import {
  addCompanyUser,
  assignCompanyUserRole,
  listCompanyUsers,
  removeCompanyUser,
  showCompanyUser,
  showInvitation,
  signUpMember,
} from './company-users.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZCompanyParams = z.object({ company: ZId });
const ZMemberParams = z.object({ company: ZId, user: ZId });

export const companyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:company/users',
    {
      config: { access: access.companyMember() },
      schema: {
        tags: ['company users'],
        summary: 'Members of a company',
        params: ZCompanyParams,
        querystring: ZListQuery,
        response: { 200: listEnvelope(ZCompanyUser), ...errors },
      },
    },
    async (request) => listCompanyUsers(app.ctx, request.params.company, request.query),
  );

  app.post(
    '/companies/:company/users',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['company users'],
        summary: 'Add a member, or invite an unknown e-mail',
        params: ZCompanyParams,
        body: ZCompanyUserInput,
        response: { 201: ZCompanyUser, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addCompanyUser(app.ctx, request.params.company, request.user!.id, request.body)),
  );

  app.get(
    '/companies/:company/users/:user',
    {
      config: { access: access.companyMember() },
      schema: {
        tags: ['company users'],
        summary: 'One member',
        params: ZMemberParams,
        response: { 200: ZCompanyUser, ...errors },
      },
    },
    async (request) => showCompanyUser(app.ctx, request.params.company, request.params.user),
  );

  app.put(
    '/companies/:company/users/:user/assign-role',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['company users'],
        summary: "Change a member's role (the last administrator stays)",
        params: ZMemberParams,
        body: ZAssignRole,
        response: { 200: ZCompanyUser, ...errors },
      },
    },
    async (request) =>
      assignCompanyUserRole(app.ctx, request.params.company, request.params.user, request.body.role),
  );

  app.delete(
    '/companies/:company/users/:user',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['company users'],
        summary: 'Remove a member (the last administrator stays)',
        params: ZMemberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCompanyUser(app.ctx, request.params.company, request.params.user);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:company/:user',
    {
      config: { access: access.public(), rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['company users'],
        summary: 'An open invitation, for the invited sign-up screen (needs its token)',
        params: ZMemberParams,
        querystring: z.object({ token: ZToken }),
        response: { 200: ZInvitation, ...errors },
      },
    },
    async (request) =>
      showInvitation(app.ctx, request.params.company, request.params.user, request.query.token),
  );

  app.post(
    '/sign-up-member',
    {
      config: { access: access.public(), rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['company users'],
        summary: 'Complete an invitation; answers the session',
        body: ZSignUpMember,
        response: { 200: ZSession, ...errors },
      },
    },
    async (request, reply) => setSessionCookie(request, reply, await signUpMember(app.ctx, request.body)),
  );
};

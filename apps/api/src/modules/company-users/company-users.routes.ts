import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZAssignRole,
  ZCompanyInvitation,
  ZCompanyUser,
  ZCompanyUserInput,
  ZId,
  ZListQuery,
  listEnvelope,
} from '@huella/shared';
import { created, noContent } from '../../lib/replies.ts';
import { access, scopedCompany } from '../../plugins/auth.ts';
import {
  addCompanyUser,
  assignCompanyUserRole,
  listCompanyUsers,
  removeCompanyUser,
  showCompanyUser,
} from './company-users.service.ts';

const errors = {
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  422: ZApiError,
  429: ZApiError,
};
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
    async (request) => listCompanyUsers(app.ctx, scopedCompany(request), request.query),
  );

  app.post(
    '/companies/:company/users',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['company users'],
        summary:
          'Invite an e-mail to the company: they join only when they accept (the answer is the same whether or not the e-mail has an account)',
        params: ZCompanyParams,
        body: ZCompanyUserInput,
        response: { 201: ZCompanyInvitation, ...errors },
      },
    },
    async (request, reply) =>
      created(reply, await addCompanyUser(app.ctx, scopedCompany(request), request.user!.id, request.body)),
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
    async (request) => showCompanyUser(app.ctx, scopedCompany(request), request.params.user),
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
      assignCompanyUserRole(app.ctx, scopedCompany(request), request.params.user, request.body.role),
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
      await removeCompanyUser(app.ctx, scopedCompany(request), request.params.user);
      return noContent(reply);
    },
  );
};

import { z } from 'zod';
import { ZAssignRole, ZCompanyUser, ZId, ZListQuery, listEnvelope } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import {
  assignCompanyUserRole,
  listCompanyUsers,
  removeCompanyUser,
  showCompanyUser,
} from './company-users.service.ts';

const companyParams = z.object({ company: ZId });
const memberParams = z.object({ company: ZId, user: ZId });

export const companyUsersModule = defineModule({
  name: 'company-users',
  data: 'company',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/companies/:company/users',
      access: access.companyMember(),
      summary: 'Members of a company',
      params: companyParams,
      query: ZListQuery,
      response: listEnvelope(ZCompanyUser),
      handle: ({ ctx, company, query }) => listCompanyUsers(ctx, company, query),
    }),
    endpoint({
      method: 'GET',
      path: '/companies/:company/users/:user',
      access: access.companyMember(),
      summary: 'One member',
      params: memberParams,
      response: ZCompanyUser,
      handle: ({ ctx, company, params }) => showCompanyUser(ctx, company, params.user),
    }),
    endpoint({
      method: 'PUT',
      path: '/companies/:company/users/:user/assign-role',
      access: access.companyAdmin(),
      summary: "Change a member's role (the last administrator stays)",
      params: memberParams,
      body: ZAssignRole,
      response: ZCompanyUser,
      handle: ({ ctx, company, params, body }) => assignCompanyUserRole(ctx, company, params.user, body.role),
    }),
    endpoint({
      method: 'DELETE',
      path: '/companies/:company/users/:user',
      access: access.companyAdmin(),
      summary: 'Remove a member (the last administrator stays)',
      params: memberParams,
      status: 204,
      handle: ({ ctx, company, params }) => removeCompanyUser(ctx, company, params.user),
    }),
  ],
});

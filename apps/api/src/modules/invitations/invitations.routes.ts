import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccount,
  ZApiError,
  ZCompanyInvitation,
  ZId,
  ZInvitation,
  ZInvitationLink,
  ZListQuery,
  ZSession,
  ZSignUpMember,
  ZToken,
  listEnvelope,
} from '@huella/shared';
import { setSessionCookie } from '../../lib/session-cookie.ts';
import { noContent } from '../../lib/replies.ts';
import { access, scopedCompany } from '../../plugins/auth.ts';
import {
  acceptMyInvitation,
  declineMyInvitation,
  listCompanyInvitations,
  listMyInvitations,
  showInvitationLink,
  signUpMember,
  withdrawCompanyInvitation,
} from './invitations.service.ts';

const errors = {
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  422: ZApiError,
  429: ZApiError,
};

/**
 * Invitations to join a company (sent with `POST /companies/{company}/users`): the company's
 * administrators list and withdraw the open ones; the invited person accepts or declines them in
 * the app, or creates their account from the mailed link.
 */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:company/invitations',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['invitations'],
        summary: 'Open invitations of a company',
        params: z.object({ company: ZId }),
        querystring: ZListQuery,
        response: { 200: listEnvelope(ZCompanyInvitation), ...errors },
      },
    },
    async (request) => listCompanyInvitations(app.ctx, scopedCompany(request), request.query),
  );

  app.delete(
    '/companies/:company/invitations/:invitation',
    {
      config: { access: access.companyAdmin() },
      schema: {
        tags: ['invitations'],
        summary: 'Withdraw an open invitation (its link stops working)',
        params: z.object({ company: ZId, invitation: ZId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawCompanyInvitation(app.ctx, scopedCompany(request), request.params.invitation);
      return noContent(reply);
    },
  );

  app.get(
    '/invitations/:invitation',
    {
      config: { access: access.public(), rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['invitations'],
        summary: 'The invitation of a mailed link (needs its token)',
        params: z.object({ invitation: ZId }),
        querystring: z.object({ token: ZToken }),
        response: { 200: ZInvitationLink, ...errors },
      },
    },
    async (request) => showInvitationLink(app.ctx, request.params.invitation, request.query.token),
  );

  app.post(
    '/sign-up-member',
    {
      config: { access: access.public(), rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['invitations'],
        summary:
          'Create the account of an invited e-mail from its link and join the company; answers the session',
        body: ZSignUpMember,
        response: { 200: ZSession, ...errors },
      },
    },
    async (request, reply) => setSessionCookie(request, reply, await signUpMember(app.ctx, request.body)),
  );

  app.get(
    '/account/invitations',
    {
      config: { access: access.verified() },
      schema: {
        tags: ['invitations'],
        summary: "Open invitations addressed to the signed-in person's e-mail",
        response: { 200: z.object({ data: z.array(ZInvitation) }), ...errors },
      },
    },
    async (request) => ({ data: await listMyInvitations(app.ctx, request.user!) }),
  );

  app.post(
    '/account/invitations/:invitation/accept',
    {
      config: { access: access.verified() },
      schema: {
        tags: ['invitations'],
        summary: 'Accept an invitation: join its company; answers the account',
        params: z.object({ invitation: ZId }),
        response: { 200: ZAccount, ...errors },
      },
    },
    async (request) => acceptMyInvitation(app.ctx, request.user!, request.params.invitation),
  );

  app.post(
    '/account/invitations/:invitation/decline',
    {
      config: { access: access.verified() },
      schema: {
        tags: ['invitations'],
        summary: 'Decline an invitation',
        params: z.object({ invitation: ZId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await declineMyInvitation(app.ctx, request.user!, request.params.invitation);
      return noContent(reply);
    },
  );
};

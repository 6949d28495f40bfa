import { z } from 'zod';
import {
  ZAccount,
  ZApiError,
  ZCompanyInvitation,
  ZCompanyUserInput,
  ZId,
  ZInvitation,
  ZInvitationLink,
  ZListQuery,
  ZSession,
  ZSignUpMember,
  ZToken,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { setSessionCookie } from '../../lib/session-cookie.ts';
import { access } from '../../plugins/auth.ts';
import {
  acceptMyInvitation,
  declineMyInvitation,
  inviteToCompany,
  listCompanyInvitations,
  listMyInvitations,
  showInvitationLink,
  signUpMember,
  withdrawCompanyInvitation,
} from './invitations.service.ts';

/**
 * Invitations to join a company: the company's administrators send them (a member is added by
 * invitation, at `POST /companies/{company}/users`), list and withdraw the open ones; the invited
 * person accepts or declines them in the app, or creates their account from the mailed link.
 */
export const invitationsModule = defineModule({
  name: 'invitations',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'POST',
      path: '/companies/:company/users',
      access: access.companyAdmin(),
      summary:
        'Invite an e-mail to the company: they join only when they accept (the answer is the same whether or not the e-mail has an account)',
      params: z.object({ company: ZId }),
      body: ZCompanyUserInput,
      response: ZCompanyInvitation,
      status: 201,
      // Past the invitations an administrator, or a company, may send in a day.
      errors: { 429: ZApiError },
      handle: ({ ctx, company, user, body }) => inviteToCompany(ctx, company, user.id, body),
    }),
    endpoint({
      method: 'GET',
      path: '/companies/:company/invitations',
      access: access.companyAdmin(),
      summary: 'Open invitations of a company',
      params: z.object({ company: ZId }),
      query: ZListQuery,
      response: listEnvelope(ZCompanyInvitation),
      handle: ({ ctx, company, query }) => listCompanyInvitations(ctx, company, query),
    }),
    endpoint({
      method: 'DELETE',
      path: '/companies/:company/invitations/:invitation',
      access: access.companyAdmin(),
      summary: 'Withdraw an open invitation (its link stops working)',
      params: z.object({ company: ZId, invitation: ZId }),
      status: 204,
      handle: ({ ctx, company, params }) => withdrawCompanyInvitation(ctx, company, params.invitation),
    }),
    endpoint({
      method: 'GET',
      path: '/invitations/:invitation',
      access: access.public(),
      perMinute: 30,
      summary: 'The invitation of a mailed link (needs its token)',
      params: z.object({ invitation: ZId }),
      query: z.object({ token: ZToken }),
      response: ZInvitationLink,
      handle: ({ ctx, params, query }) => showInvitationLink(ctx, params.invitation, query.token),
    }),
    endpoint({
      method: 'POST',
      path: '/sign-up-member',
      access: access.public(),
      perMinute: 10,
      summary:
        'Create the account of an invited e-mail from its link and join the company; answers the session',
      body: ZSignUpMember,
      response: ZSession,
      handle: async ({ ctx, body, request, reply }) =>
        setSessionCookie(request, reply, await signUpMember(ctx, body)),
    }),
    endpoint({
      method: 'GET',
      path: '/account/invitations',
      access: access.verified(),
      summary: "Open invitations addressed to the signed-in person's e-mail",
      response: z.object({ data: z.array(ZInvitation) }),
      handle: async ({ ctx, user }) => ({ data: await listMyInvitations(ctx, user) }),
    }),
    endpoint({
      method: 'POST',
      path: '/account/invitations/:invitation/accept',
      access: access.verified(),
      summary: 'Accept an invitation: join its company; answers the account',
      params: z.object({ invitation: ZId }),
      response: ZAccount,
      handle: ({ ctx, user, params }) => acceptMyInvitation(ctx, user, params.invitation),
    }),
    endpoint({
      method: 'POST',
      path: '/account/invitations/:invitation/decline',
      access: access.verified(),
      summary: 'Decline an invitation',
      params: z.object({ invitation: ZId }),
      status: 204,
      handle: ({ ctx, user, params }) => declineMyInvitation(ctx, user, params.invitation),
    }),
  ],
});

export const invitationsMessages = {
  es: {
    errors: {
      ALREADY_MEMBER: 'Esta persona ya es miembro de la empresa.',
      INVITATION_INVALID: 'La invitación no es válida o ha caducado.',
      INVITATION_HAS_ACCOUNT:
        'Este correo ya tiene una cuenta: inicia sesión con él para aceptar la invitación.',
      INVITATION_LIMIT_ADMIN:
        'Ya enviaste {{limit}} invitaciones en las últimas 24 horas. Podrás enviar más en {{hours}} h.',
      INVITATION_LIMIT_COMPANY:
        'La empresa ya envió {{limit}} invitaciones en las últimas 24 horas. Podrá enviar más en {{hours}} h.',
    },
  },
  en: {
    errors: {
      ALREADY_MEMBER: 'This person is already a member of the company.',
      INVITATION_INVALID: 'The invitation is not valid or has expired.',
      INVITATION_HAS_ACCOUNT: 'This e-mail already has an account: sign in with it to accept the invitation.',
      INVITATION_LIMIT_ADMIN:
        'You have sent {{limit}} invitations in the last 24 hours. You can send more in {{hours}} h.',
      INVITATION_LIMIT_COMPANY:
        'The company has sent {{limit}} invitations in the last 24 hours. It can send more in {{hours}} h.',
    },
  },
} as const;

export const companyUsersMessages = {
  es: {
    errors: {
      LAST_ADMIN: 'La empresa debe conservar al menos un administrador.',
    },
  },
  en: {
    errors: {
      LAST_ADMIN: 'The company must keep at least one administrator.',
    },
  },
} as const;

/** The account's answers keep the `auth` section their keys have always had. */
export const accountMessages = {
  es: {
    errors: {
      OLD_PASSWORD_WRONG: 'La contraseña actual no es correcta.',
      PASSWORD_REQUIRED: 'Introduce tu contraseña para confirmar.',
    },
    auth: {
      password_changed: 'Tu contraseña se cambió.',
      account_deleted: 'Tu cuenta se eliminó.',
    },
  },
  en: {
    errors: {
      OLD_PASSWORD_WRONG: 'The current password is not correct.',
      PASSWORD_REQUIRED: 'Enter your password to confirm.',
    },
    auth: {
      password_changed: 'Your password was changed.',
      account_deleted: 'Your account was deleted.',
    },
  },
} as const;

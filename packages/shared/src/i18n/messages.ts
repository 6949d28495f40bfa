import type { TLanguage } from './languages.ts';

/**
 * Messages the server and the web app share: API errors and validation rules. The web app loads
 * them as the `messages` namespace, so a form and the route that checks it say the same words.
 * Placeholders use i18next syntax: {{name}}.
 */
export const messages = {
  es: {
    errors: {
      BAD_REQUEST: 'La solicitud no es válida.',
      UNAUTHENTICATED: 'Debes iniciar sesión.',
      FORBIDDEN: 'No tienes permiso para hacer esto.',
      NOT_FOUND: 'No se encontró el recurso.',
      ROUTE_NOT_FOUND: 'La ruta {{method}} {{url}} no existe.',
      CONFLICT: 'La operación entra en conflicto con datos existentes.',
      PAYLOAD_TOO_LARGE: 'El contenido enviado es demasiado grande.',
      VALIDATION: 'Revisa los datos enviados.',
      RATE_LIMITED: 'Demasiados intentos. Inténtalo de nuevo en {{seconds}} segundos.',
      INTERNAL: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
      SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento.',
      MALFORMED_JSON: 'El cuerpo de la solicitud no es JSON válido.',
      UNSUPPORTED_MEDIA_TYPE: 'El tipo de contenido no es compatible.',
      INVALID_CREDENTIALS: 'El correo o la contraseña no son correctos.',
      ACCOUNT_BANNED: 'Tu cuenta ha sido bloqueada. Contacta con el soporte.',
      ACCOUNT_SUSPENDED: 'Tu cuenta está suspendida. Contacta con el soporte.',
      ACCOUNT_INACTIVE: 'Tu cuenta está inactiva. Contacta con un administrador.',
      ACCOUNT_CANCELLED: 'Tu cuenta fue cancelada.',
      ACCOUNT_EXPIRED: 'Tu cuenta ha expirado.',
      ACCOUNT_INVITED: 'Completa tu invitación desde el enlace que recibiste por correo.',
      EMAIL_NOT_VERIFIED: 'Verifica tu correo electrónico para continuar.',
      EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico.',
      ALREADY_VERIFIED: 'Este correo ya está verificado.',
      CODE_INVALID: 'El código no es correcto.',
      CODE_EXPIRED: 'El código ha caducado. Solicita uno nuevo.',
      CODE_TOO_MANY_ATTEMPTS: 'Demasiados intentos con este código. Solicita uno nuevo.',
      SESSION_EXPIRED: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
      SESSION_REVOKED: 'Tu sesión fue cerrada por seguridad. Inicia sesión de nuevo.',
      GOOGLE_DISABLED: 'El inicio de sesión con Google no está disponible.',
      GOOGLE_TOKEN_INVALID: 'No se pudo verificar tu cuenta de Google.',
      GOOGLE_EMAIL_UNVERIFIED: 'Tu correo de Google no está verificado.',
      OLD_PASSWORD_WRONG: 'La contraseña actual no es correcta.',
      PASSWORD_REQUIRED: 'Introduce tu contraseña para confirmar.',
      LAST_ADMIN: 'La empresa debe conservar al menos un administrador.',
      ALREADY_MEMBER: 'Esta persona ya es miembro de la empresa.',
      INVITATION_INVALID: 'La invitación no es válida o ha caducado.',
      FILE_TYPE: 'El archivo debe ser una imagen PNG, JPEG, WebP o GIF.',
      FILE_REQUIRED: 'Adjunta un archivo.',
      DEV_ONLY: 'Solo está disponible en desarrollo.',
    },
    auth: {
      verification_sent: 'Si la cuenta existe y no está verificada, te enviamos un código nuevo.',
      signed_out: 'Sesión cerrada.',
      recovery_sent:
        'Si existe una cuenta con ese correo, te enviamos un código para restablecer la contraseña.',
      code_valid: 'El código es correcto.',
      password_reset: 'Tu contraseña se cambió. Ya puedes iniciar sesión.',
      password_changed: 'Tu contraseña se cambió.',
      account_deleted: 'Tu cuenta se eliminó.',
    },
    validation: {
      required: 'Este campo es obligatorio.',
      invalid: 'El valor no es válido.',
      invalid_type: 'El valor no es del tipo esperado.',
      string_min: 'Debe tener al menos {{min}} caracteres.',
      string_max: 'Debe tener como máximo {{max}} caracteres.',
      number_min: 'Debe ser mayor o igual que {{min}}.',
      number_gt: 'Debe ser mayor que {{min}}.',
      number_max: 'Debe ser menor o igual que {{max}}.',
      number_lt: 'Debe ser menor que {{max}}.',
      array_min: 'Selecciona al menos {{min}}.',
      array_max: 'Selecciona como máximo {{max}}.',
      integer: 'Debe ser un número entero.',
      number: 'Debe ser un número.',
      email: 'Introduce un correo electrónico válido.',
      url: 'Introduce una URL válida.',
      date: 'Introduce una fecha válida.',
      enum: 'Elige una de las opciones: {{options}}.',
      unknown_field: 'Campo no permitido.',
      phone: 'Introduce un teléfono válido (6 a 20 dígitos).',
      code: 'Introduce el código numérico que recibiste.',
      password_lowercase: 'La contraseña debe incluir una letra minúscula.',
      password_uppercase: 'La contraseña debe incluir una letra mayúscula.',
      password_digit: 'La contraseña debe incluir un número.',
      password_mismatch: 'Las contraseñas no coinciden.',
      polices: 'Debes aceptar los términos y condiciones para continuar.',
    },
  },
  en: {
    errors: {
      BAD_REQUEST: 'The request is not valid.',
      UNAUTHENTICATED: 'You need to sign in.',
      FORBIDDEN: 'You are not allowed to do this.',
      NOT_FOUND: 'The resource was not found.',
      ROUTE_NOT_FOUND: 'Route {{method}} {{url}} does not exist.',
      CONFLICT: 'The operation conflicts with existing data.',
      PAYLOAD_TOO_LARGE: 'The content sent is too large.',
      VALIDATION: 'Please check the data sent.',
      RATE_LIMITED: 'Too many attempts. Try again in {{seconds}} seconds.',
      INTERNAL: 'An unexpected error occurred. Please try again later.',
      SERVICE_UNAVAILABLE: 'The service is not available right now.',
      MALFORMED_JSON: 'The request body is not valid JSON.',
      UNSUPPORTED_MEDIA_TYPE: 'The content type is not supported.',
      INVALID_CREDENTIALS: 'The e-mail or the password is not correct.',
      ACCOUNT_BANNED: 'Your account has been banned. Contact support.',
      ACCOUNT_SUSPENDED: 'Your account is suspended. Contact support.',
      ACCOUNT_INACTIVE: 'Your account is inactive. Contact an administrator.',
      ACCOUNT_CANCELLED: 'Your account was cancelled.',
      ACCOUNT_EXPIRED: 'Your account has expired.',
      ACCOUNT_INVITED: 'Complete your invitation from the link you received by e-mail.',
      EMAIL_NOT_VERIFIED: 'Verify your e-mail address to continue.',
      EMAIL_TAKEN: 'An account with this e-mail address already exists.',
      ALREADY_VERIFIED: 'This e-mail address is already verified.',
      CODE_INVALID: 'The code is not correct.',
      CODE_EXPIRED: 'The code has expired. Request a new one.',
      CODE_TOO_MANY_ATTEMPTS: 'Too many attempts with this code. Request a new one.',
      SESSION_EXPIRED: 'Your session has expired. Sign in again.',
      SESSION_REVOKED: 'Your session was closed for security. Sign in again.',
      GOOGLE_DISABLED: 'Google sign-in is not available.',
      GOOGLE_TOKEN_INVALID: 'Your Google account could not be verified.',
      GOOGLE_EMAIL_UNVERIFIED: 'Your Google e-mail address is not verified.',
      OLD_PASSWORD_WRONG: 'The current password is not correct.',
      PASSWORD_REQUIRED: 'Enter your password to confirm.',
      LAST_ADMIN: 'The company must keep at least one administrator.',
      ALREADY_MEMBER: 'This person is already a member of the company.',
      INVITATION_INVALID: 'The invitation is not valid or has expired.',
      FILE_TYPE: 'The file must be a PNG, JPEG, WebP or GIF image.',
      FILE_REQUIRED: 'Attach a file.',
      DEV_ONLY: 'Only available in development.',
    },
    auth: {
      verification_sent: 'If the account exists and is not verified, we sent you a new code.',
      signed_out: 'Signed out.',
      recovery_sent: 'If an account with that e-mail exists, we sent it a code to reset the password.',
      code_valid: 'The code is correct.',
      password_reset: 'Your password was changed. You can sign in now.',
      password_changed: 'Your password was changed.',
      account_deleted: 'Your account was deleted.',
    },
    validation: {
      required: 'This field is required.',
      invalid: 'The value is not valid.',
      invalid_type: 'The value is not of the expected type.',
      string_min: 'Must be at least {{min}} characters.',
      string_max: 'Must be at most {{max}} characters.',
      number_min: 'Must be greater than or equal to {{min}}.',
      number_gt: 'Must be greater than {{min}}.',
      number_max: 'Must be less than or equal to {{max}}.',
      number_lt: 'Must be less than {{max}}.',
      array_min: 'Select at least {{min}}.',
      array_max: 'Select at most {{max}}.',
      integer: 'Must be a whole number.',
      number: 'Must be a number.',
      email: 'Enter a valid e-mail address.',
      url: 'Enter a valid URL.',
      date: 'Enter a valid date.',
      enum: 'Choose one of: {{options}}.',
      unknown_field: 'Field not allowed.',
      phone: 'Enter a valid phone number (6 to 20 digits).',
      code: 'Enter the numeric code you received.',
      password_lowercase: 'The password must include a lowercase letter.',
      password_uppercase: 'The password must include an uppercase letter.',
      password_digit: 'The password must include a digit.',
      password_mismatch: 'The passwords do not match.',
      polices: 'You must accept the terms and conditions to continue.',
    },
  },
} as const;

type Catalogue = (typeof messages)['es'];
export type TMessageKey = {
  [S in keyof Catalogue]: `${S & string}.${keyof Catalogue[S] & string}`;
}[keyof Catalogue];

export type TMessageParams = Record<string, string | number>;

/** Translates a `section.key` message; unknown keys come back unchanged. */
export function translate(key: string, lang: TLanguage, params: TMessageParams = {}): string {
  const [section, name] = key.split('.', 2);
  const catalogue = messages[lang] as Record<string, Record<string, string> | undefined>;
  const template = section && name ? catalogue[section]?.[name] : undefined;
  if (template === undefined) return key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(params[p] ?? `{{${p}}}`));
}

export function isMessageKey(value: string): value is TMessageKey {
  const [section, name] = value.split('.', 2);
  const catalogue = messages.es as Record<string, Record<string, string> | undefined>;
  return Boolean(section && name && catalogue[section]?.[name] !== undefined);
}

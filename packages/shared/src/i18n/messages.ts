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

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
      RATE_LIMITED_one: 'Demasiados intentos. Inténtalo de nuevo en {{count}} segundo.',
      RATE_LIMITED_other: 'Demasiados intentos. Inténtalo de nuevo en {{count}} segundos.',
      INTERNAL: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
      SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento.',
      MALFORMED_JSON: 'El cuerpo de la solicitud no es JSON válido.',
      UNSUPPORTED_MEDIA_TYPE: 'El tipo de contenido no es compatible.',
      MALFORMED_URL: 'La dirección de la solicitud no es válida.',
      URL_TOO_LONG: 'Una parte de la dirección de la solicitud es demasiado larga.',
      MALFORMED_MULTIPART: 'El formulario enviado está incompleto o dañado.',
      INVALID_VALUE: 'Uno de los valores enviados no es válido.',
      INVALID_CREDENTIALS: 'El correo o la contraseña no son correctos.',
      ACCOUNT_BANNED: 'Tu cuenta ha sido bloqueada. Contacta con el soporte.',
      ACCOUNT_SUSPENDED: 'Tu cuenta está suspendida. Contacta con el soporte.',
      ACCOUNT_INACTIVE: 'Tu cuenta está inactiva. Contacta con un administrador.',
      ACCOUNT_CANCELLED: 'Tu cuenta fue cancelada.',
      ACCOUNT_EXPIRED: 'Tu cuenta ha expirado.',
      ACCOUNT_INVITED: 'Completa tu invitación desde el enlace que recibiste por correo.',
      EMAIL_NOT_VERIFIED: 'Verifica tu correo electrónico para continuar.',
      EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico.',
      CODE_INVALID: 'El código no es correcto o ya no es válido. Si hace falta, solicita uno nuevo.',
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
      INVITATION_HAS_ACCOUNT:
        'Este correo ya tiene una cuenta: inicia sesión con él para aceptar la invitación.',
      INVITATION_LIMIT_ADMIN:
        'Ya enviaste {{limit}} invitaciones en las últimas 24 horas. Podrás enviar más en {{hours}} h.',
      INVITATION_LIMIT_COMPANY:
        'La empresa ya envió {{limit}} invitaciones en las últimas 24 horas. Podrá enviar más en {{hours}} h.',
      FILE_TYPE: 'El archivo debe ser una imagen PNG, JPEG, WebP o GIF.',
      FILE_REQUIRED: 'Adjunta un archivo.',
      DEV_ONLY: 'Solo está disponible en desarrollo.',
      IN_USE: '«{{name}}» está en uso en otros registros y no se puede eliminar.',
      GAS_IN_USE_one: 'El gas «{{name}}» está en uso en {{count}} valor de factor de emisión ({{users}}).',
      GAS_IN_USE_other:
        'El gas «{{name}}» está en uso en {{count}} valores de factores de emisión ({{users}}).',
      UNIT_IN_USE_GAS_EMISSIONS_one:
        'La unidad «{{name}}» está en uso en {{count}} valor de factor de emisión ({{users}}).',
      UNIT_IN_USE_GAS_EMISSIONS_other:
        'La unidad «{{name}}» está en uso en {{count}} valores de factores de emisión ({{users}}).',
      UNIT_IN_USE_KEY_INDICATORS_one:
        'La unidad «{{name}}» está en uso en {{count}} indicador clave: {{users}}.',
      UNIT_IN_USE_KEY_INDICATORS_other:
        'La unidad «{{name}}» está en uso en {{count}} indicadores clave: {{users}}.',
      SOURCE_IN_USE_FACTORS_one:
        'La fuente «{{name}}» está en uso en {{count}} factor de emisión: {{users}}.',
      SOURCE_IN_USE_FACTORS_other:
        'La fuente «{{name}}» está en uso en {{count}} factores de emisión: {{users}}.',
      SOURCE_IN_USE_KEY_INDICATORS_one:
        'La fuente «{{name}}» está en uso en {{count}} indicador clave: {{users}}.',
      SOURCE_IN_USE_KEY_INDICATORS_other:
        'La fuente «{{name}}» está en uso en {{count}} indicadores clave: {{users}}.',
      FACTOR_IN_USE_one: 'El factor «{{name}}» es parte de {{count}} factor derivado: {{users}}.',
      FACTOR_IN_USE_other: 'El factor «{{name}}» es parte de {{count}} factores derivados: {{users}}.',
      FACTOR_IN_USE_SOURCES_one:
        'El factor «{{name}}» está en uso en {{count}} fuente de emisión de las empresas.',
      FACTOR_IN_USE_SOURCES_other:
        'El factor «{{name}}» está en uso en {{count}} fuentes de emisión de las empresas.',
      FACTOR_IN_USE_ACTIVITIES_one: 'El factor «{{name}}» está en uso en {{count}} actividad registrada.',
      FACTOR_IN_USE_ACTIVITIES_other:
        'El factor «{{name}}» está en uso en {{count}} actividades registradas.',
      UNIT_IN_USE_ACTIVITIES_one: 'La unidad «{{name}}» está en uso en {{count}} actividad registrada.',
      UNIT_IN_USE_ACTIVITIES_other: 'La unidad «{{name}}» está en uso en {{count}} actividades registradas.',
      SECTOR_IN_USE_one: 'El sector «{{name}}» está en uso en {{count}} indicador clave: {{users}}.',
      SECTOR_IN_USE_other: 'El sector «{{name}}» está en uso en {{count}} indicadores clave: {{users}}.',
      IMPORT_UNREADABLE: 'No se pudo leer el archivo. Usa la plantilla descargada.',
      IMPORT_LIMITS: 'El archivo supera los límites de importación: {{rows}} filas, {{columns}} columnas.',
      IMPORT_HEADERS: 'Faltan columnas en la fila de encabezados: {{columns}}.',
      IMPORT_EMPTY: 'El archivo no tiene filas de datos.',
      IMPORT_INVALID_one: 'Hay errores en {{count}} fila; no se importó nada.',
      IMPORT_INVALID_other: 'Hay errores en {{count}} filas; no se importó nada.',
      PLAN_LIMIT:
        'El plan {{plan}} permite {{limit}} {{what}}; la empresa ya tiene {{used}}. Cambia de plan para añadir más.',
      PLAN_LIMIT_IMPORT:
        'El plan {{plan}} permite {{limit}} {{what}}; la empresa tiene {{used}} y el archivo añade {{adding}}. No se importó nada.',
      PLAN_LIMIT_SELECTION:
        'El plan {{plan}} permite {{limit}} {{what}}; elegiste {{count}}. Quita algunas o cambia de plan.',
      STAKEHOLDER_IN_USE_one: '«{{name}}» está en uso en {{count}} fuente de emisión: {{users}}.',
      STAKEHOLDER_IN_USE_other: '«{{name}}» está en uso en {{count}} fuentes de emisión: {{users}}.',
      STAKEHOLDER_NAME_TAKEN: 'Ya existe «{{name}}» entre los registros de este tipo.',
      EMISSION_SOURCE_CODE_TAKEN: 'El código «{{code}}» ya lo usa otra fuente de emisión de la empresa.',
      EMISSION_SOURCE_IN_USE_one: 'La fuente de emisión «{{name}}» tiene {{count}} actividad registrada.',
      EMISSION_SOURCE_IN_USE_other:
        'La fuente de emisión «{{name}}» tiene {{count}} actividades registradas.',
      COMPANY_SOURCE_IN_USE_one:
        'La categoría «{{name}}» está en uso en {{count}} fuente de emisión de la empresa: {{users}}.',
      COMPANY_SOURCE_IN_USE_other:
        'La categoría «{{name}}» está en uso en {{count}} fuentes de emisión de la empresa: {{users}}.',
      COMPANY_SOURCE_IN_USE_ACTIVITIES_one:
        'La categoría «{{name}}» está en uso en {{count}} actividad registrada por factor.',
      COMPANY_SOURCE_IN_USE_ACTIVITIES_other:
        'La categoría «{{name}}» está en uso en {{count}} actividades registradas por factor.',
      STAKEHOLDER_IN_USE_ACTIVITIES_one: '«{{name}}» está en {{count}} actividad registrada.',
      STAKEHOLDER_IN_USE_ACTIVITIES_other: '«{{name}}» está en {{count}} actividades registradas.',
      EMISSION_SOURCE_ACTIVITIES_UNCALCULABLE:
        'Las actividades de esta fuente no se pueden calcular con el factor «{{factor}}» (por ejemplo, la del {{date}}): elige un factor con valores vigentes en sus fechas y en su unidad.',
      DOCUMENT_TYPE: 'El documento debe ser un PDF o una imagen PNG, JPEG, WebP o GIF.',
      ACTIVITY_IMPORT_SEEN:
        'La empresa ya importó este archivo (filas guardadas entonces: {{saved}}). Impórtalo otra vez solo si quieres esas filas dos veces.',
      FILE_SPREADSHEET: 'El archivo debe ser una hoja de cálculo (.xlsx, .xls o .csv).',
      IMPORT_FILE_LIMIT: 'El archivo ocupa más de {{size}} MB, lo máximo que admite una importación.',
      IMPORT_WORKBOOK_LIMIT:
        'El libro descomprimido ocupa más de {{size}} MB, lo máximo que admite una importación.',
      IMPORT_CELL_LIMIT:
        'La fila {{row}} tiene una celda de más de {{max}} caracteres, lo máximo que admite una importación.',
      IMPORT_CSV_ENCODING:
        'El archivo CSV debe estar guardado en UTF-8 (en Excel, «CSV UTF-8 (delimitado por comas)»).',
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
      number_ambiguous:
        '«{{text}}» se puede leer de dos formas, {{first}} o {{second}}: escríbela sin separador de miles.',
      email: 'Introduce un correo electrónico válido.',
      url: 'Introduce una dirección web válida, por ejemplo miempresa.com.',
      date: 'Introduce una fecha que exista, como 15/03/2024 (DD/MM/AAAA) o 2024-03-15.',
      date_range: 'Introduce una fecha entre los años 1900 y 2100.',
      id: 'Debe ser un identificador válido: un número entero entre 1 y 2147483647.',
      control_characters: 'El texto contiene caracteres no permitidos (caracteres de control).',
      enum: 'Elige una de las opciones: {{options}}.',
      unknown_field: 'Campo no permitido.',
      phone: 'Introduce un teléfono válido (6 a 20 dígitos).',
      code: 'Introduce el código numérico que recibiste.',
      password_lowercase: 'La contraseña debe incluir una letra minúscula.',
      password_uppercase: 'La contraseña debe incluir una letra mayúscula.',
      password_digit: 'La contraseña debe incluir un número.',
      password_mismatch: 'Las contraseñas no coinciden.',
      polices: 'Debes aceptar los términos y condiciones para continuar.',
      stakeholder_type: 'Elige un tipo: sedes, clientes, proveedores o proyectos.',
      company_sources: 'Selecciona al menos una categoría de fuentes de emisión.',
      company_source: 'Elige una de las categorías de fuentes de emisión de la empresa.',
      company_sources_unavailable:
        'Elige categorías del catálogo que estén habilitadas: alguna de las elegidas no existe o está deshabilitada.',
      source_factor: 'Elige un factor de emisión de la categoría elegida.',
      headquarter: 'Elige una de las sedes de la empresa.',
      emission_source_type: 'Elige uno de los tipos de fuente de emisión: operativa o incorporada.',
      duplicate_row: 'Repite el valor de la fila {{row}} del archivo.',
      company_scope: 'Debe ser la misma empresa que indica la dirección de la solicitud.',
      not_found: 'El valor seleccionado no existe.',
      duplicate: 'Este valor está repetido.',
      boolean: 'Escribe sí o no.',
      derived_required: 'Añade al menos un factor derivado.',
      percent_sum: 'Los porcentajes deben sumar exactamente 100.',
      percent_decimals: 'Usa como máximo 3 decimales.',
      factor_self: 'Un factor no puede ser parte de sí mismo.',
      factor_part_derived: 'Un factor derivado no puede ser parte de otro factor derivado.',
      factor_is_part: 'Este factor es parte de un factor derivado, así que no puede ser derivado.',
      factor_has_values_one:
        'Este factor tiene {{count}} valor por gas propio: elimínalo antes de hacerlo derivado (un factor derivado toma sus valores de los factores que combina).',
      factor_has_values_other:
        'Este factor tiene {{count}} valores por gas propios: elimínalos antes de hacerlo derivado (un factor derivado toma sus valores de los factores que combina).',
      factor_derived_values:
        'Un factor derivado no tiene valores por gas propios: toma los de los factores que combina.',
      date_order: 'La fecha final debe ser igual o posterior a la fecha inicial.',
      validity_overlap:
        'La vigencia se superpone con otro valor del mismo gas y unidad ({{start}} a {{end}}).',
      validity_overlap_row: 'La vigencia se superpone con la fila {{row}} del archivo.',
      unit_group:
        'Elige uno de los grupos de unidades: volumen, masa, energía, distancia, distancia de pasajeros, distancia de carga, cantidad, superficie o tiempo.',
      activity_unit_group:
        'La unidad no se puede convertir a la del factor «{{factor}}»: elige una unidad del mismo grupo.',
      activity_no_gas_value: 'El factor «{{factor}}» no tiene un valor vigente en esta fecha.',
      activity_factor_empty: 'El factor «{{factor}}» no tiene valores por gas.',
      activity_date_min: 'La fecha debe ser del 1 de enero de 1980 en adelante.',
      consumption: 'Consumo no válido: escribe un número mayor que 0.',
      activity_emission_source: 'Elige una de las fuentes de emisión de la empresa.',
      activity_factor: 'Elige un factor de emisión de una de las categorías de la empresa.',
      activity_source_or_factor: 'Indica la fuente de emisión o, si no hay, el factor de emisión.',
      activity_source_and_factor: 'Indica la fuente de emisión o el factor de emisión, no los dos.',
      activity_import: 'La importación indicada no es de esta empresa.',
      unit: 'Elige una de las unidades de medida.',
      stakeholder_headquarters: 'Elige una de las sedes de la empresa.',
      stakeholder_clients: 'Elige uno de los clientes de la empresa.',
      stakeholder_providers: 'Elige uno de los procesos (proveedores) de la empresa.',
      stakeholder_projects: 'Elige uno de los proyectos de la empresa.',
    },
    fields: {
      gas: 'Gas',
      unit_measurement: 'Unidad de medida',
      type: 'Tipo',
      value: 'Valor',
      uncertainty: 'Incertidumbre (%)',
      date_start: 'Vigente desde',
      date_end: 'Vigente hasta',
      fountain: 'Fuente de publicación',
      reference: 'Referencia',
      avoided: 'Emisión evitada',
      code: 'Código',
      name: 'Nombre',
      description: 'Descripción',
      source: 'Categoría de fuente',
      emission_factor: 'Factor de emisión',
      headquarter: 'Sede',
      emission_source: 'Fuente de emisión',
      date: 'Fecha',
      consumption: 'Consumo',
      type_document: 'Tipo de documento',
      documents: 'Soporte',
      client: 'Cliente',
      provider: 'Proceso',
      project: 'Proyecto',
      carbon_footprint: 'Huella (t CO2e)',
      carbon_footprint_avoided: 'Huella evitada (t CO2e)',
    },
    stakeholder_types: {
      HEADQUARTERS: 'Sede',
      CLIENTS: 'Cliente',
      PROVIDERS: 'Proveedor',
      PROJECTS: 'Proyecto',
    },
    unit_groups: {
      volume: 'Volumen',
      mass: 'Masa',
      energy: 'Energía',
      distance: 'Distancia',
      passenger_distance: 'Distancia de pasajeros',
      freight_distance: 'Distancia de carga',
      count: 'Cantidad',
      area: 'Superficie',
      time: 'Tiempo',
    },
    limits: {
      entities: 'sedes',
      num_users: 'usuarios',
      sources: 'categorías de fuentes',
      emission_sources: 'fuentes de emisión',
      emission_activities: 'actividades',
      emission_indicators: 'indicadores de emisión',
      informs: 'informes',
    },
    templates: {
      gas_emissions_sheet: 'Valores por gas',
      gas_emissions_file: 'valores-por-gas-factor-{{factor}}.xlsx',
      stakeholders_sheet: 'Partes interesadas',
      emission_sources_sheet: 'Fuentes de emisión',
      emission_activities_sheet: 'Actividades',
      lists_sheet: 'Listas',
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
      RATE_LIMITED_one: 'Too many attempts. Try again in {{count}} second.',
      RATE_LIMITED_other: 'Too many attempts. Try again in {{count}} seconds.',
      INTERNAL: 'An unexpected error occurred. Please try again later.',
      SERVICE_UNAVAILABLE: 'The service is not available right now.',
      MALFORMED_JSON: 'The request body is not valid JSON.',
      UNSUPPORTED_MEDIA_TYPE: 'The content type is not supported.',
      MALFORMED_URL: 'The request address is not valid.',
      URL_TOO_LONG: 'A part of the request address is too long.',
      MALFORMED_MULTIPART: 'The form sent is incomplete or damaged.',
      INVALID_VALUE: 'One of the values sent is not valid.',
      INVALID_CREDENTIALS: 'The e-mail or the password is not correct.',
      ACCOUNT_BANNED: 'Your account has been banned. Contact support.',
      ACCOUNT_SUSPENDED: 'Your account is suspended. Contact support.',
      ACCOUNT_INACTIVE: 'Your account is inactive. Contact an administrator.',
      ACCOUNT_CANCELLED: 'Your account was cancelled.',
      ACCOUNT_EXPIRED: 'Your account has expired.',
      ACCOUNT_INVITED: 'Complete your invitation from the link you received by e-mail.',
      EMAIL_NOT_VERIFIED: 'Verify your e-mail address to continue.',
      EMAIL_TAKEN: 'An account with this e-mail address already exists.',
      CODE_INVALID: 'The code is not correct or no longer valid. Request a new one if needed.',
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
      INVITATION_HAS_ACCOUNT: 'This e-mail already has an account: sign in with it to accept the invitation.',
      INVITATION_LIMIT_ADMIN:
        'You have sent {{limit}} invitations in the last 24 hours. You can send more in {{hours}} h.',
      INVITATION_LIMIT_COMPANY:
        'The company has sent {{limit}} invitations in the last 24 hours. It can send more in {{hours}} h.',
      FILE_TYPE: 'The file must be a PNG, JPEG, WebP or GIF image.',
      FILE_REQUIRED: 'Attach a file.',
      DEV_ONLY: 'Only available in development.',
      IN_USE: '“{{name}}” is used by other records and cannot be deleted.',
      GAS_IN_USE_one: 'The gas “{{name}}” is used by {{count}} emission-factor value ({{users}}).',
      GAS_IN_USE_other: 'The gas “{{name}}” is used by {{count}} emission-factor values ({{users}}).',
      UNIT_IN_USE_GAS_EMISSIONS_one:
        'The unit “{{name}}” is used by {{count}} emission-factor value ({{users}}).',
      UNIT_IN_USE_GAS_EMISSIONS_other:
        'The unit “{{name}}” is used by {{count}} emission-factor values ({{users}}).',
      UNIT_IN_USE_KEY_INDICATORS_one: 'The unit “{{name}}” is used by {{count}} key indicator: {{users}}.',
      UNIT_IN_USE_KEY_INDICATORS_other: 'The unit “{{name}}” is used by {{count}} key indicators: {{users}}.',
      SOURCE_IN_USE_FACTORS_one: 'The source “{{name}}” is used by {{count}} emission factor: {{users}}.',
      SOURCE_IN_USE_FACTORS_other: 'The source “{{name}}” is used by {{count}} emission factors: {{users}}.',
      SOURCE_IN_USE_KEY_INDICATORS_one:
        'The source “{{name}}” is used by {{count}} key indicator: {{users}}.',
      SOURCE_IN_USE_KEY_INDICATORS_other:
        'The source “{{name}}” is used by {{count}} key indicators: {{users}}.',
      FACTOR_IN_USE_one: 'The factor “{{name}}” is a part of {{count}} derived factor: {{users}}.',
      FACTOR_IN_USE_other: 'The factor “{{name}}” is a part of {{count}} derived factors: {{users}}.',
      FACTOR_IN_USE_SOURCES_one:
        'The factor “{{name}}” is used by {{count}} emission source of the companies.',
      FACTOR_IN_USE_SOURCES_other:
        'The factor “{{name}}” is used by {{count}} emission sources of the companies.',
      FACTOR_IN_USE_ACTIVITIES_one: 'The factor “{{name}}” is used by {{count}} recorded activity.',
      FACTOR_IN_USE_ACTIVITIES_other: 'The factor “{{name}}” is used by {{count}} recorded activities.',
      UNIT_IN_USE_ACTIVITIES_one: 'The unit “{{name}}” is used by {{count}} recorded activity.',
      UNIT_IN_USE_ACTIVITIES_other: 'The unit “{{name}}” is used by {{count}} recorded activities.',
      SECTOR_IN_USE_one: 'The sector “{{name}}” is used by {{count}} key indicator: {{users}}.',
      SECTOR_IN_USE_other: 'The sector “{{name}}” is used by {{count}} key indicators: {{users}}.',
      IMPORT_UNREADABLE: 'The file could not be read. Use the downloaded template.',
      IMPORT_LIMITS: 'The file exceeds the import limits: {{rows}} rows, {{columns}} columns.',
      IMPORT_HEADERS: 'The header row lacks the columns: {{columns}}.',
      IMPORT_EMPTY: 'The file has no data rows.',
      IMPORT_INVALID_one: 'There is an error in {{count}} row; nothing was imported.',
      IMPORT_INVALID_other: 'There are errors in {{count}} rows; nothing was imported.',
      PLAN_LIMIT:
        'The {{plan}} plan allows {{limit}} {{what}}; the company already has {{used}}. Change plans to add more.',
      PLAN_LIMIT_IMPORT:
        'The {{plan}} plan allows {{limit}} {{what}}; the company has {{used}} and the file adds {{adding}}. Nothing was imported.',
      PLAN_LIMIT_SELECTION:
        'The {{plan}} plan allows {{limit}} {{what}}; you chose {{count}}. Remove some or change plans.',
      STAKEHOLDER_IN_USE_one: '“{{name}}” is used by {{count}} emission source: {{users}}.',
      STAKEHOLDER_IN_USE_other: '“{{name}}” is used by {{count}} emission sources: {{users}}.',
      STAKEHOLDER_NAME_TAKEN: '“{{name}}” already exists among the records of this type.',
      EMISSION_SOURCE_CODE_TAKEN:
        'The code “{{code}}” is already used by another emission source of the company.',
      EMISSION_SOURCE_IN_USE_one: 'The emission source “{{name}}” has {{count}} recorded activity.',
      EMISSION_SOURCE_IN_USE_other: 'The emission source “{{name}}” has {{count}} recorded activities.',
      COMPANY_SOURCE_IN_USE_one:
        'The category “{{name}}” is used by {{count}} emission source of the company: {{users}}.',
      COMPANY_SOURCE_IN_USE_other:
        'The category “{{name}}” is used by {{count}} emission sources of the company: {{users}}.',
      COMPANY_SOURCE_IN_USE_ACTIVITIES_one:
        'The category “{{name}}” is used by {{count}} activity recorded by factor.',
      COMPANY_SOURCE_IN_USE_ACTIVITIES_other:
        'The category “{{name}}” is used by {{count}} activities recorded by factor.',
      STAKEHOLDER_IN_USE_ACTIVITIES_one: '“{{name}}” is in {{count}} recorded activity.',
      STAKEHOLDER_IN_USE_ACTIVITIES_other: '“{{name}}” is in {{count}} recorded activities.',
      EMISSION_SOURCE_ACTIVITIES_UNCALCULABLE:
        'The activities of this source cannot be calculated with the factor “{{factor}}” (for instance the one of {{date}}): choose a factor with values valid on their dates and in their unit.',
      DOCUMENT_TYPE: 'The document must be a PDF or a PNG, JPEG, WebP or GIF image.',
      ACTIVITY_IMPORT_SEEN:
        'The company imported this file before (rows saved then: {{saved}}). Import it again only if you want those rows twice.',
      FILE_SPREADSHEET: 'The file must be a spreadsheet (.xlsx, .xls or .csv).',
      IMPORT_FILE_LIMIT: 'The file is larger than {{size}} MB, the most an import takes.',
      IMPORT_WORKBOOK_LIMIT: 'Unpacked, the workbook takes more than {{size}} MB, the most an import takes.',
      IMPORT_CELL_LIMIT: 'Row {{row}} has a cell longer than {{max}} characters, the most an import takes.',
      IMPORT_CSV_ENCODING: 'A CSV file must be saved as UTF-8 (in Excel, “CSV UTF-8 (Comma delimited)”).',
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
      number_ambiguous:
        '“{{text}}” can be read two ways, {{first}} or {{second}}: write it without a thousands separator.',
      email: 'Enter a valid e-mail address.',
      url: 'Enter a valid web address, such as mycompany.com.',
      date: 'Enter a date that exists, such as 03/15/2024 (MM/DD/YYYY) or 2024-03-15.',
      date_range: 'Enter a date between the years 1900 and 2100.',
      id: 'Must be a valid id: a whole number from 1 to 2147483647.',
      control_characters: 'The text contains characters that are not allowed (control characters).',
      enum: 'Choose one of: {{options}}.',
      unknown_field: 'Field not allowed.',
      phone: 'Enter a valid phone number (6 to 20 digits).',
      code: 'Enter the numeric code you received.',
      password_lowercase: 'The password must include a lowercase letter.',
      password_uppercase: 'The password must include an uppercase letter.',
      password_digit: 'The password must include a digit.',
      password_mismatch: 'The passwords do not match.',
      polices: 'You must accept the terms and conditions to continue.',
      stakeholder_type: 'Choose a type: headquarters, clients, providers or projects.',
      company_sources: 'Select at least one emission-source category.',
      company_source: 'Choose one of the company’s emission-source categories.',
      company_sources_unavailable:
        'Choose enabled categories of the catalogue: one of those chosen does not exist or is disabled.',
      source_factor: 'Choose an emission factor of the chosen category.',
      headquarter: 'Choose one of the company’s headquarters.',
      emission_source_type: 'Choose one of the emission-source types: operational or embedded.',
      duplicate_row: 'Repeats the value of row {{row}} of the file.',
      company_scope: 'Must be the same company as the request address names.',
      not_found: 'The selected value does not exist.',
      duplicate: 'This value is repeated.',
      boolean: 'Enter yes or no.',
      derived_required: 'Add at least one derived factor.',
      percent_sum: 'The percentages must add up to exactly 100.',
      percent_decimals: 'Use at most 3 decimal places.',
      factor_self: 'A factor cannot be a part of itself.',
      factor_part_derived: 'A derived factor cannot be a part of another derived factor.',
      factor_is_part: 'This factor is a part of a derived factor, so it cannot be derived itself.',
      factor_has_values_one:
        'This factor has {{count}} gas value of its own: delete it before making the factor derived (a derived factor takes its values from the factors it blends).',
      factor_has_values_other:
        'This factor has {{count}} gas values of its own: delete them before making the factor derived (a derived factor takes its values from the factors it blends).',
      factor_derived_values:
        'A derived factor has no gas values of its own: it takes those of the factors it blends.',
      date_order: 'The end date must be on or after the start date.',
      validity_overlap:
        'The validity overlaps another value of the same gas and unit ({{start}} to {{end}}).',
      validity_overlap_row: 'The validity overlaps row {{row}} of the file.',
      unit_group:
        'Choose one of the unit groups: volume, mass, energy, distance, passenger distance, freight distance, count, area or time.',
      activity_unit_group:
        'The unit cannot be converted to the one of the factor “{{factor}}”: choose a unit of the same group.',
      activity_no_gas_value: 'The factor “{{factor}}” has no value valid on this date.',
      activity_factor_empty: 'The factor “{{factor}}” has no gas values.',
      activity_date_min: 'The date must be 1 January 1980 or later.',
      consumption: 'Invalid consumption: enter a number greater than 0.',
      activity_emission_source: 'Choose one of the company’s emission sources.',
      activity_factor: 'Choose an emission factor of one of the company’s categories.',
      activity_source_or_factor: 'Give the emission source or, when there is none, the emission factor.',
      activity_source_and_factor: 'Give the emission source or the emission factor, not both.',
      activity_import: 'That import is not one of this company’s.',
      unit: 'Choose one of the units of measurement.',
      stakeholder_headquarters: 'Choose one of the company’s headquarters.',
      stakeholder_clients: 'Choose one of the company’s clients.',
      stakeholder_providers: 'Choose one of the company’s processes (providers).',
      stakeholder_projects: 'Choose one of the company’s projects.',
    },
    fields: {
      gas: 'Gas',
      unit_measurement: 'Unit of measurement',
      type: 'Type',
      value: 'Value',
      uncertainty: 'Uncertainty (%)',
      date_start: 'Valid from',
      date_end: 'Valid until',
      fountain: 'Published in',
      reference: 'Reference',
      avoided: 'Avoided emission',
      code: 'Code',
      name: 'Name',
      description: 'Description',
      source: 'Source category',
      emission_factor: 'Emission factor',
      headquarter: 'Headquarters',
      emission_source: 'Emission source',
      date: 'Date',
      consumption: 'Consumption',
      type_document: 'Document type',
      documents: 'Supporting document',
      client: 'Client',
      provider: 'Process',
      project: 'Project',
      carbon_footprint: 'Footprint (t CO2e)',
      carbon_footprint_avoided: 'Avoided footprint (t CO2e)',
    },
    stakeholder_types: {
      HEADQUARTERS: 'Headquarters',
      CLIENTS: 'Client',
      PROVIDERS: 'Provider',
      PROJECTS: 'Project',
    },
    unit_groups: {
      volume: 'Volume',
      mass: 'Mass',
      energy: 'Energy',
      distance: 'Distance',
      passenger_distance: 'Passenger distance',
      freight_distance: 'Freight distance',
      count: 'Count',
      area: 'Area',
      time: 'Time',
    },
    limits: {
      entities: 'headquarters',
      num_users: 'users',
      sources: 'source categories',
      emission_sources: 'emission sources',
      emission_activities: 'activities',
      emission_indicators: 'emission indicators',
      informs: 'reports',
    },
    templates: {
      gas_emissions_sheet: 'Gas values',
      gas_emissions_file: 'gas-values-factor-{{factor}}.xlsx',
      stakeholders_sheet: 'Stakeholders',
      emission_sources_sheet: 'Emission sources',
      emission_activities_sheet: 'Activities',
      lists_sheet: 'Lists',
    },
  },
} as const;

type Catalogue = (typeof messages)['es'];
/** A key without its i18next plural suffix: `GAS_IN_USE_one` and `GAS_IN_USE_other` are `GAS_IN_USE`. */
type PluralBase<K extends string> =
  K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
export type TMessageKey = {
  [S in keyof Catalogue]: `${S & string}.${PluralBase<keyof Catalogue[S] & string>}`;
}[keyof Catalogue];

/**
 * Values put into a message. A list is a list of names, each quoted the language's way (es «a»,
 * en “a”) and joined with commas; a last item `…` (unquoted) says the list goes on.
 */
export type TMessageParams = Record<string, string | number | readonly string[]>;

export const LIST_MORE = '…';
const QUOTES: Record<TLanguage, [string, string]> = { es: ['«', '»'], en: ['“', '”'] };

function formatParam(value: string | number | readonly string[], lang: TLanguage): string {
  if (typeof value !== 'object') return String(value);
  const [open, close] = QUOTES[lang];
  return value.map((item) => (item === LIST_MORE ? item : `${open}${item}${close}`)).join(', ');
}

/** The template of `name` in a section: itself, or its plural form for `count` (i18next suffixes). */
function templateOf(
  section: Record<string, string> | undefined,
  name: string,
  lang: TLanguage,
  count: unknown,
): string | undefined {
  if (!section) return undefined;
  if (section[name] !== undefined) return section[name];
  const form = typeof count === 'number' ? new Intl.PluralRules(lang).select(count) : 'other';
  return section[`${name}_${form}`] ?? section[`${name}_other`];
}

/** Translates a `section.key` message; unknown keys come back unchanged. */
export function translate(key: string, lang: TLanguage, params: TMessageParams = {}): string {
  const [section, name] = key.split('.', 2);
  const catalogue = messages[lang] as Record<string, Record<string, string> | undefined>;
  const template = section && name ? templateOf(catalogue[section], name, lang, params.count) : undefined;
  if (template === undefined) return key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => {
    const value = params[p];
    return value === undefined ? `{{${p}}}` : formatParam(value, lang);
  });
}

export function isMessageKey(value: string): value is TMessageKey {
  const [section, name] = value.split('.', 2);
  const catalogue = messages.es as Record<string, Record<string, string> | undefined>;
  return Boolean(section && name && templateOf(catalogue[section], name, 'es', undefined) !== undefined);
}

export const sourcesMessages = {
  es: {
    errors: {
      SOURCE_IN_USE_FACTORS_one:
        'La fuente «{{name}}» está en uso en {{count}} factor de emisión: {{users}}.',
      SOURCE_IN_USE_FACTORS_other:
        'La fuente «{{name}}» está en uso en {{count}} factores de emisión: {{users}}.',
      SOURCE_IN_USE_KEY_INDICATORS_one:
        'La fuente «{{name}}» está en uso en {{count}} indicador clave: {{users}}.',
      SOURCE_IN_USE_KEY_INDICATORS_other:
        'La fuente «{{name}}» está en uso en {{count}} indicadores clave: {{users}}.',
    },
  },
  en: {
    errors: {
      SOURCE_IN_USE_FACTORS_one: 'The source “{{name}}” is used by {{count}} emission factor: {{users}}.',
      SOURCE_IN_USE_FACTORS_other: 'The source “{{name}}” is used by {{count}} emission factors: {{users}}.',
      SOURCE_IN_USE_KEY_INDICATORS_one:
        'The source “{{name}}” is used by {{count}} key indicator: {{users}}.',
      SOURCE_IN_USE_KEY_INDICATORS_other:
        'The source “{{name}}” is used by {{count}} key indicators: {{users}}.',
    },
  },
} as const;

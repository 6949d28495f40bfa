export const sectorsMessages = {
  es: {
    errors: {
      SECTOR_IN_USE_one: 'El sector «{{name}}» está en uso en {{count}} indicador clave: {{users}}.',
      SECTOR_IN_USE_other: 'El sector «{{name}}» está en uso en {{count}} indicadores clave: {{users}}.',
    },
  },
  en: {
    errors: {
      SECTOR_IN_USE_one: 'The sector “{{name}}” is used by {{count}} key indicator: {{users}}.',
      SECTOR_IN_USE_other: 'The sector “{{name}}” is used by {{count}} key indicators: {{users}}.',
    },
  },
} as const;

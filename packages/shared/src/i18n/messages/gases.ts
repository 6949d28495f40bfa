export const gasesMessages = {
  es: {
    errors: {
      GAS_IN_USE_one: 'El gas «{{name}}» está en uso en {{count}} valor de factor de emisión ({{users}}).',
      GAS_IN_USE_other:
        'El gas «{{name}}» está en uso en {{count}} valores de factores de emisión ({{users}}).',
    },
  },
  en: {
    errors: {
      GAS_IN_USE_one: 'The gas “{{name}}” is used by {{count}} emission-factor value ({{users}}).',
      GAS_IN_USE_other: 'The gas “{{name}}” is used by {{count}} emission-factor values ({{users}}).',
    },
  },
} as const;

export const emissionFactorsMessages = {
  es: {
    errors: {
      FACTOR_IN_USE_one: 'El factor «{{name}}» es parte de {{count}} factor derivado: {{users}}.',
      FACTOR_IN_USE_other: 'El factor «{{name}}» es parte de {{count}} factores derivados: {{users}}.',
      FACTOR_IN_USE_SOURCES_one:
        'El factor «{{name}}» está en uso en {{count}} fuente de emisión de las empresas.',
      FACTOR_IN_USE_SOURCES_other:
        'El factor «{{name}}» está en uso en {{count}} fuentes de emisión de las empresas.',
      FACTOR_IN_USE_ACTIVITIES_one: 'El factor «{{name}}» está en uso en {{count}} actividad registrada.',
      FACTOR_IN_USE_ACTIVITIES_other:
        'El factor «{{name}}» está en uso en {{count}} actividades registradas.',
    },
    validation: {
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
    },
  },
  en: {
    errors: {
      FACTOR_IN_USE_one: 'The factor “{{name}}” is a part of {{count}} derived factor: {{users}}.',
      FACTOR_IN_USE_other: 'The factor “{{name}}” is a part of {{count}} derived factors: {{users}}.',
      FACTOR_IN_USE_SOURCES_one:
        'The factor “{{name}}” is used by {{count}} emission source of the companies.',
      FACTOR_IN_USE_SOURCES_other:
        'The factor “{{name}}” is used by {{count}} emission sources of the companies.',
      FACTOR_IN_USE_ACTIVITIES_one: 'The factor “{{name}}” is used by {{count}} recorded activity.',
      FACTOR_IN_USE_ACTIVITIES_other: 'The factor “{{name}}” is used by {{count}} recorded activities.',
    },
    validation: {
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
    },
  },
} as const;

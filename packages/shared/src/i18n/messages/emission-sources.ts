export const emissionSourcesMessages = {
  es: {
    errors: {
      EMISSION_SOURCE_CODE_TAKEN: 'El código «{{code}}» ya lo usa otra fuente de emisión de la empresa.',
      EMISSION_SOURCE_IN_USE_one: 'La fuente de emisión «{{name}}» tiene {{count}} actividad registrada.',
      EMISSION_SOURCE_IN_USE_other:
        'La fuente de emisión «{{name}}» tiene {{count}} actividades registradas.',
      EMISSION_SOURCE_ACTIVITIES_UNCALCULABLE:
        'Las actividades de esta fuente no se pueden calcular con el factor «{{factor}}» (por ejemplo, la del {{date}}): elige un factor con valores vigentes en sus fechas y en su unidad.',
    },
    validation: {
      source_factor: 'Elige un factor de emisión de la categoría elegida.',
      emission_source_type: 'Elige uno de los tipos de fuente de emisión: operativa o incorporada.',
      activity_uncertainty:
        'La incertidumbre del dato de actividad es un porcentaje entre 0 y 100 (0 si no se conoce).',
    },
    fields: {
      code: 'Código',
      source: 'Categoría de fuente',
      activity_uncertainty: 'Incertidumbre del dato de actividad (%)',
    },
    templates: {
      emission_sources_sheet: 'Fuentes de emisión',
    },
  },
  en: {
    errors: {
      EMISSION_SOURCE_CODE_TAKEN:
        'The code “{{code}}” is already used by another emission source of the company.',
      EMISSION_SOURCE_IN_USE_one: 'The emission source “{{name}}” has {{count}} recorded activity.',
      EMISSION_SOURCE_IN_USE_other: 'The emission source “{{name}}” has {{count}} recorded activities.',
      EMISSION_SOURCE_ACTIVITIES_UNCALCULABLE:
        'The activities of this source cannot be calculated with the factor “{{factor}}” (for instance the one of {{date}}): choose a factor with values valid on their dates and in their unit.',
    },
    validation: {
      source_factor: 'Choose an emission factor of the chosen category.',
      emission_source_type: 'Choose one of the emission-source types: operational or embedded.',
      activity_uncertainty:
        'The activity data’s uncertainty is a percent from 0 to 100 (0 when it is not known).',
    },
    fields: {
      code: 'Code',
      source: 'Source category',
      activity_uncertainty: 'Activity data uncertainty (%)',
    },
    templates: {
      emission_sources_sheet: 'Emission sources',
    },
  },
} as const;

export const emissionIndicatorsMessages = {
  es: {
    validation: {
      indicator_value: 'El valor debe ser un número positivo.',
      key_indicator: 'Elige uno de los indicadores clave del catálogo.',
      indicator_sector: 'El sector debe ser el del indicador clave elegido.',
    },
    fields: {
      key_indicator: 'Indicador clave',
      sector: 'Sector',
      unit: 'Unidad',
      note: 'Nota',
    },
    templates: {
      emission_indicators_sheet: 'Indicadores de emisión',
    },
  },
  en: {
    validation: {
      indicator_value: 'The value must be a positive number.',
      key_indicator: 'Choose one of the key indicators of the catalogue.',
      indicator_sector: 'The sector must be the one of the chosen key indicator.',
    },
    fields: {
      key_indicator: 'Key indicator',
      sector: 'Sector',
      unit: 'Unit',
      note: 'Note',
    },
    templates: {
      emission_indicators_sheet: 'Emission indicators',
    },
  },
} as const;

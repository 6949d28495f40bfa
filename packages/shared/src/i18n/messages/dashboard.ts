export const dashboardMessages = {
  es: {
    dashboard: {
      uncategorised: 'Sin categoría',
      sources_required: 'Elige al menos una categoría de fuente de emisión.',
      one_source: 'Elige una categoría de fuente de emisión.',
    },
  },
  en: {
    dashboard: {
      uncategorised: 'Uncategorised',
      sources_required: 'Choose at least one emission-source category.',
      one_source: 'Choose one emission-source category.',
    },
  },
} as const;

export const companySourcesMessages = {
  es: {
    errors: {
      COMPANY_SOURCE_IN_USE_one:
        'La categoría «{{name}}» está en uso en {{count}} fuente de emisión de la empresa: {{users}}.',
      COMPANY_SOURCE_IN_USE_other:
        'La categoría «{{name}}» está en uso en {{count}} fuentes de emisión de la empresa: {{users}}.',
      COMPANY_SOURCE_IN_USE_ACTIVITIES_one:
        'La categoría «{{name}}» está en uso en {{count}} actividad registrada por factor.',
      COMPANY_SOURCE_IN_USE_ACTIVITIES_other:
        'La categoría «{{name}}» está en uso en {{count}} actividades registradas por factor.',
    },
    validation: {
      company_sources: 'Selecciona al menos una categoría de fuentes de emisión.',
      company_source: 'Elige una de las categorías de fuentes de emisión de la empresa.',
      company_sources_unavailable:
        'Elige categorías que el catálogo ofrece: alguna de las elegidas no existe, está deshabilitada o aún no tiene factores de emisión.',
    },
  },
  en: {
    errors: {
      COMPANY_SOURCE_IN_USE_one:
        'The category “{{name}}” is used by {{count}} emission source of the company: {{users}}.',
      COMPANY_SOURCE_IN_USE_other:
        'The category “{{name}}” is used by {{count}} emission sources of the company: {{users}}.',
      COMPANY_SOURCE_IN_USE_ACTIVITIES_one:
        'The category “{{name}}” is used by {{count}} activity recorded by factor.',
      COMPANY_SOURCE_IN_USE_ACTIVITIES_other:
        'The category “{{name}}” is used by {{count}} activities recorded by factor.',
    },
    validation: {
      company_sources: 'Select at least one emission-source category.',
      company_source: 'Choose one of the company’s emission-source categories.',
      company_sources_unavailable:
        'Choose categories the catalogue offers: one of those chosen does not exist, is disabled or has no emission factors yet.',
    },
  },
} as const;

export const plansMessages = {
  es: {
    errors: {
      PLAN_LIMIT:
        'El plan {{plan}} permite {{limit}} {{what}}; la empresa ya tiene {{used}}. Cambia de plan para añadir más.',
      PLAN_LIMIT_IMPORT:
        'El plan {{plan}} permite {{limit}} {{what}}; la empresa tiene {{used}} y el archivo añade {{adding}}. No se importó nada.',
      PLAN_LIMIT_IMPORT_ROWS:
        'El plan {{plan}} permite {{limit}} {{what}}; la empresa tiene {{used}}, así que caben {{room}} más, y el archivo tiene más filas. Divídelo o cambia de plan: no se importó nada.',
      PLAN_LIMIT_SELECTION:
        'El plan {{plan}} permite {{limit}} {{what}}; elegiste {{count}}. Quita algunas o cambia de plan.',
      COMPANY_LIMIT:
        'Ya creaste {{limit}} empresas en las últimas 24 horas. Podrás crear otra en {{hours}} h.',
      NO_PLAN:
        'La empresa no tiene un plan: su prueba de 7 días terminó, o empezó sin prueba porque quien la creó ya había usado la suya. Elige un plan para añadir {{what}}.',
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
  },
  en: {
    errors: {
      PLAN_LIMIT:
        'The {{plan}} plan allows {{limit}} {{what}}; the company already has {{used}}. Change plans to add more.',
      PLAN_LIMIT_IMPORT:
        'The {{plan}} plan allows {{limit}} {{what}}; the company has {{used}} and the file adds {{adding}}. Nothing was imported.',
      PLAN_LIMIT_IMPORT_ROWS:
        'The {{plan}} plan allows {{limit}} {{what}}; the company has {{used}}, so {{room}} more fit, and the file has more rows than that. Split it or change plans: nothing was imported.',
      PLAN_LIMIT_SELECTION:
        'The {{plan}} plan allows {{limit}} {{what}}; you chose {{count}}. Remove some or change plans.',
      COMPANY_LIMIT:
        'You have created {{limit}} companies in the last 24 hours. You can create another in {{hours}} h.',
      NO_PLAN:
        'The company has no plan: its 7-day trial has ended, or it started without one because whoever created it had already used theirs. Choose a plan to add {{what}}.',
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
  },
} as const;

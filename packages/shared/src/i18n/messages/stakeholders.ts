/**
 * The `validation.stakeholder_<type>` rules are named by stakeholder type (an activity row names one
 * of each), so they stay beside the types they follow.
 */
export const stakeholdersMessages = {
  es: {
    errors: {
      STAKEHOLDER_IN_USE_one: '«{{name}}» está en uso en {{count}} fuente de emisión: {{users}}.',
      STAKEHOLDER_IN_USE_other: '«{{name}}» está en uso en {{count}} fuentes de emisión: {{users}}.',
      STAKEHOLDER_NAME_TAKEN: 'Ya existe «{{name}}» entre los registros de este tipo.',
      STAKEHOLDER_IN_USE_ACTIVITIES_one: '«{{name}}» está en {{count}} actividad registrada.',
      STAKEHOLDER_IN_USE_ACTIVITIES_other: '«{{name}}» está en {{count}} actividades registradas.',
    },
    validation: {
      stakeholder_type: 'Elige un tipo: sedes, clientes, proveedores o proyectos.',
      headquarter: 'Elige una de las sedes de la empresa.',
      stakeholder_headquarters: 'Elige una de las sedes de la empresa.',
      stakeholder_clients: 'Elige uno de los clientes de la empresa.',
      stakeholder_providers: 'Elige uno de los proveedores de la empresa.',
      stakeholder_projects: 'Elige uno de los proyectos de la empresa.',
    },
    stakeholder_types: {
      HEADQUARTERS: 'Sede',
      CLIENTS: 'Cliente',
      PROVIDERS: 'Proveedor',
      PROJECTS: 'Proyecto',
    },
    templates: {
      stakeholders_sheet: 'Partes interesadas',
    },
  },
  en: {
    errors: {
      STAKEHOLDER_IN_USE_one: '“{{name}}” is used by {{count}} emission source: {{users}}.',
      STAKEHOLDER_IN_USE_other: '“{{name}}” is used by {{count}} emission sources: {{users}}.',
      STAKEHOLDER_NAME_TAKEN: '“{{name}}” already exists among the records of this type.',
      STAKEHOLDER_IN_USE_ACTIVITIES_one: '“{{name}}” is in {{count}} recorded activity.',
      STAKEHOLDER_IN_USE_ACTIVITIES_other: '“{{name}}” is in {{count}} recorded activities.',
    },
    validation: {
      stakeholder_type: 'Choose a type: headquarters, clients, providers or projects.',
      headquarter: 'Choose one of the company’s headquarters.',
      stakeholder_headquarters: 'Choose one of the company’s headquarters.',
      stakeholder_clients: 'Choose one of the company’s clients.',
      stakeholder_providers: 'Choose one of the company’s providers.',
      stakeholder_projects: 'Choose one of the company’s projects.',
    },
    stakeholder_types: {
      HEADQUARTERS: 'Headquarters',
      CLIENTS: 'Client',
      PROVIDERS: 'Provider',
      PROJECTS: 'Project',
    },
    templates: {
      stakeholders_sheet: 'Stakeholders',
    },
  },
} as const;

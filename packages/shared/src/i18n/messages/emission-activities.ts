export const emissionActivitiesMessages = {
  es: {
    errors: {
      DOCUMENT_TYPE: 'El documento debe ser un PDF o una imagen PNG, JPEG, WebP o GIF.',
      ACTIVITY_IMPORT_SEEN:
        'La empresa ya importó este archivo (filas guardadas entonces: {{saved}}). Impórtalo otra vez solo si quieres esas filas dos veces.',
      ACTIVITY_IMPORT_RUNNING:
        'La empresa ya tiene una importación en curso (filas leídas: {{read}}). Espera a que termine para importar otro archivo.',
      ACTIVITY_IMPORT_FILE_GONE:
        'El archivo de esta importación ya no está en el servidor: impórtalo otra vez.',
      ACTIVITY_IMPORT_FAILED:
        'La importación no se pudo terminar y no se guardó nada de ella. Impórtala otra vez; si vuelve a fallar, escríbenos.',
    },
    validation: {
      activity_unit_group:
        'La unidad no se puede convertir a la del factor «{{factor}}»: elige una unidad del mismo grupo.',
      activity_no_gas_value: 'El factor «{{factor}}» no tiene un valor vigente en esta fecha.',
      activity_factor_empty: 'El factor «{{factor}}» no tiene valores por gas.',
      activity_date_min: 'La fecha debe ser del 1 de enero de 1980 en adelante.',
      consumption: 'Consumo no válido: escribe un número mayor que 0.',
      consumption_min: 'El consumo es demasiado pequeño: lo mínimo es 0,000000001 en su unidad.',
      activity_emission_source: 'Elige una de las fuentes de emisión de la empresa.',
      activity_factor: 'Elige un factor de emisión de una de las categorías de la empresa.',
      activity_source_or_factor: 'Indica la fuente de emisión o, si no hay, el factor de emisión.',
      activity_source_and_factor: 'Indica la fuente de emisión o el factor de emisión, no los dos.',
      activity_import: 'La importación indicada no es de esta empresa.',
      activity_import_none:
        'La empresa no tiene una importación terminada a la que volver a enviar filas: importa el archivo primero o indica la importación.',
    },
    fields: {
      emission_source: 'Fuente de emisión',
      date: 'Fecha',
      consumption: 'Consumo',
      type_document: 'Tipo de documento',
      documents: 'Soporte',
      client: 'Cliente',
      provider: 'Proveedor',
      project: 'Proyecto',
      carbon_footprint: 'Huella (t CO2e)',
      carbon_footprint_avoided: 'Huella evitada (t CO2e)',
      flagged: 'Marcada',
      flag_reason: 'Motivo de la marca',
    },
    templates: {
      emission_activities_sheet: 'Actividades',
    },
  },
  en: {
    errors: {
      DOCUMENT_TYPE: 'The document must be a PDF or a PNG, JPEG, WebP or GIF image.',
      ACTIVITY_IMPORT_SEEN:
        'The company imported this file before (rows saved then: {{saved}}). Import it again only if you want those rows twice.',
      ACTIVITY_IMPORT_RUNNING:
        'The company already has an import running (rows read: {{read}}). Wait for it to end before importing another file.',
      ACTIVITY_IMPORT_FILE_GONE: 'The file of this import is no longer on the server: import it again.',
      ACTIVITY_IMPORT_FAILED:
        'The import could not be finished, and nothing of it was kept. Import the file again; if it fails again, write to us.',
    },
    validation: {
      activity_unit_group:
        'The unit cannot be converted to the one of the factor “{{factor}}”: choose a unit of the same group.',
      activity_no_gas_value: 'The factor “{{factor}}” has no value valid on this date.',
      activity_factor_empty: 'The factor “{{factor}}” has no gas values.',
      activity_date_min: 'The date must be 1 January 1980 or later.',
      consumption: 'Invalid consumption: enter a number greater than 0.',
      consumption_min: 'The consumption is too small: the least is 0.000000001 in its unit.',
      activity_emission_source: 'Choose one of the company’s emission sources.',
      activity_factor: 'Choose an emission factor of one of the company’s categories.',
      activity_source_or_factor: 'Give the emission source or, when there is none, the emission factor.',
      activity_source_and_factor: 'Give the emission source or the emission factor, not both.',
      activity_import: 'That import is not one of this company’s.',
      activity_import_none:
        'The company has no ended import to send rows again to: import the file first or give import_id.',
    },
    fields: {
      emission_source: 'Emission source',
      date: 'Date',
      consumption: 'Consumption',
      type_document: 'Document type',
      documents: 'Supporting document',
      client: 'Client',
      provider: 'Provider',
      project: 'Project',
      carbon_footprint: 'Footprint (t CO2e)',
      carbon_footprint_avoided: 'Avoided footprint (t CO2e)',
      flagged: 'Flagged',
      flag_reason: 'Why it is flagged',
    },
    templates: {
      emission_activities_sheet: 'Activities',
    },
  },
} as const;

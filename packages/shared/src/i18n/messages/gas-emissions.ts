export const gasEmissionsMessages = {
  es: {
    validation: {
      validity_overlap:
        'La vigencia se superpone con el valor {{id}} del mismo gas ({{start}} a {{end}}, por {{unit}}): un gas tiene un solo valor por día, sea cual sea su unidad.',
      validity_overlap_row: 'La vigencia se superpone con la fila {{row}} del archivo.',
    },
    fields: {
      gas: 'Gas',
      value: 'Valor',
      uncertainty: 'Incertidumbre (%)',
      date_start: 'Vigente desde',
      date_end: 'Vigente hasta',
      fountain: 'Fuente de publicación',
      reference: 'Referencia',
      avoided: 'Emisión evitada',
    },
    templates: {
      gas_emissions_sheet: 'Valores por gas',
      gas_emissions_file: 'valores-por-gas-factor-{{factor}}.xlsx',
    },
  },
  en: {
    validation: {
      validity_overlap:
        'The validity overlaps value {{id}} of the same gas ({{start}} to {{end}}, per {{unit}}): a gas has one value per day, whatever its unit.',
      validity_overlap_row: 'The validity overlaps row {{row}} of the file.',
    },
    fields: {
      gas: 'Gas',
      value: 'Value',
      uncertainty: 'Uncertainty (%)',
      date_start: 'Valid from',
      date_end: 'Valid until',
      fountain: 'Published in',
      reference: 'Reference',
      avoided: 'Avoided emission',
    },
    templates: {
      gas_emissions_sheet: 'Gas values',
      gas_emissions_file: 'gas-values-factor-{{factor}}.xlsx',
    },
  },
} as const;

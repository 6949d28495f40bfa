/**
 * The words of spreadsheet imports and templates: their errors, the cell rules, and the column
 * headers (`fields`) more than one area's template has. A column only one area has is in its file.
 */
export const importsMessages = {
  es: {
    errors: {
      IMPORT_UNREADABLE: 'No se pudo leer el archivo. Usa la plantilla descargada.',
      IMPORT_LIMITS: 'El archivo supera los límites de importación: {{rows}} filas, {{columns}} columnas.',
      IMPORT_HEADERS: 'Faltan columnas en la fila de encabezados: {{columns}}.',
      IMPORT_EMPTY: 'El archivo no tiene filas de datos.',
      IMPORT_INVALID_one: 'Hay errores en {{count}} fila; no se importó nada.',
      IMPORT_INVALID_other: 'Hay errores en {{count}} filas; no se importó nada.',
      FILE_SPREADSHEET: 'El archivo debe ser una hoja de cálculo (.xlsx, .xls o .csv).',
      IMPORT_FILE_LIMIT: 'El archivo ocupa más de {{size}} MB, lo máximo que admite una importación.',
      IMPORT_WORKBOOK_LIMIT:
        'El libro descomprimido ocupa más de {{size}} MB, lo máximo que admite una importación.',
      IMPORT_TEXTS_LIMIT:
        'El libro tiene más textos de los que admite una importación (hasta {{size}} MB de textos distintos). Copia solo las filas y columnas de la plantilla en un libro nuevo.',
      IMPORT_CELL_LIMIT:
        'La fila {{row}} tiene una celda de más de {{max}} caracteres, lo máximo que admite una importación.',
      IMPORT_CSV_ENCODING:
        'El archivo CSV debe estar guardado en UTF-8 (en Excel, «CSV UTF-8 (delimitado por comas)»).',
    },
    validation: {
      number_ambiguous:
        '«{{text}}» se puede leer de dos formas, {{first}} o {{second}}: escríbela sin separador de miles.',
      duplicate_row: 'Repite el valor de la fila {{row}} del archivo.',
      boolean: 'Escribe sí o no.',
    },
    fields: {
      unit_measurement: 'Unidad de medida',
      type: 'Tipo',
      name: 'Nombre',
      description: 'Descripción',
      emission_factor: 'Factor de emisión',
      headquarter: 'Sede',
    },
    templates: {
      lists_sheet: 'Listas',
    },
  },
  en: {
    errors: {
      IMPORT_UNREADABLE: 'The file could not be read. Use the downloaded template.',
      IMPORT_LIMITS: 'The file exceeds the import limits: {{rows}} rows, {{columns}} columns.',
      IMPORT_HEADERS: 'The header row lacks the columns: {{columns}}.',
      IMPORT_EMPTY: 'The file has no data rows.',
      IMPORT_INVALID_one: 'There is an error in {{count}} row; nothing was imported.',
      IMPORT_INVALID_other: 'There are errors in {{count}} rows; nothing was imported.',
      FILE_SPREADSHEET: 'The file must be a spreadsheet (.xlsx, .xls or .csv).',
      IMPORT_FILE_LIMIT: 'The file is larger than {{size}} MB, the most an import takes.',
      IMPORT_WORKBOOK_LIMIT: 'Unpacked, the workbook takes more than {{size}} MB, the most an import takes.',
      IMPORT_TEXTS_LIMIT:
        'The workbook holds more texts than an import takes (up to {{size}} MB of distinct texts). Copy only the rows and columns of the template into a new workbook.',
      IMPORT_CELL_LIMIT: 'Row {{row}} has a cell longer than {{max}} characters, the most an import takes.',
      IMPORT_CSV_ENCODING: 'A CSV file must be saved as UTF-8 (in Excel, “CSV UTF-8 (Comma delimited)”).',
    },
    validation: {
      number_ambiguous:
        '“{{text}}” can be read two ways, {{first}} or {{second}}: write it without a thousands separator.',
      duplicate_row: 'Repeats the value of row {{row}} of the file.',
      boolean: 'Enter yes or no.',
    },
    fields: {
      unit_measurement: 'Unit of measurement',
      type: 'Type',
      name: 'Name',
      description: 'Description',
      emission_factor: 'Emission factor',
      headquarter: 'Headquarters',
    },
    templates: {
      lists_sheet: 'Lists',
    },
  },
} as const;

export const unitMeasurementsMessages = {
  es: {
    errors: {
      UNIT_IN_USE_GAS_EMISSIONS_one:
        'La unidad «{{name}}» está en uso en {{count}} valor de factor de emisión ({{users}}).',
      UNIT_IN_USE_GAS_EMISSIONS_other:
        'La unidad «{{name}}» está en uso en {{count}} valores de factores de emisión ({{users}}).',
      UNIT_IN_USE_KEY_INDICATORS_one:
        'La unidad «{{name}}» está en uso en {{count}} indicador clave: {{users}}.',
      UNIT_IN_USE_KEY_INDICATORS_other:
        'La unidad «{{name}}» está en uso en {{count}} indicadores clave: {{users}}.',
      UNIT_IN_USE_ACTIVITIES_one: 'La unidad «{{name}}» está en uso en {{count}} actividad registrada.',
      UNIT_IN_USE_ACTIVITIES_other: 'La unidad «{{name}}» está en uso en {{count}} actividades registradas.',
    },
    validation: {
      unit_group:
        'Elige uno de los grupos de unidades: volumen, masa, energía, distancia, distancia de pasajeros, distancia de carga, cantidad, superficie o tiempo.',
      unit: 'Elige una de las unidades de medida.',
    },
    unit_groups: {
      volume: 'Volumen',
      mass: 'Masa',
      energy: 'Energía',
      distance: 'Distancia',
      passenger_distance: 'Distancia de pasajeros',
      freight_distance: 'Distancia de carga',
      count: 'Cantidad',
      area: 'Superficie',
      time: 'Tiempo',
    },
  },
  en: {
    errors: {
      UNIT_IN_USE_GAS_EMISSIONS_one:
        'The unit “{{name}}” is used by {{count}} emission-factor value ({{users}}).',
      UNIT_IN_USE_GAS_EMISSIONS_other:
        'The unit “{{name}}” is used by {{count}} emission-factor values ({{users}}).',
      UNIT_IN_USE_KEY_INDICATORS_one: 'The unit “{{name}}” is used by {{count}} key indicator: {{users}}.',
      UNIT_IN_USE_KEY_INDICATORS_other: 'The unit “{{name}}” is used by {{count}} key indicators: {{users}}.',
      UNIT_IN_USE_ACTIVITIES_one: 'The unit “{{name}}” is used by {{count}} recorded activity.',
      UNIT_IN_USE_ACTIVITIES_other: 'The unit “{{name}}” is used by {{count}} recorded activities.',
    },
    validation: {
      unit_group:
        'Choose one of the unit groups: volume, mass, energy, distance, passenger distance, freight distance, count, area or time.',
      unit: 'Choose one of the units of measurement.',
    },
    unit_groups: {
      volume: 'Volume',
      mass: 'Mass',
      energy: 'Energy',
      distance: 'Distance',
      passenger_distance: 'Passenger distance',
      freight_distance: 'Freight distance',
      count: 'Count',
      area: 'Area',
      time: 'Time',
    },
  },
} as const;

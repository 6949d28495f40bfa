import type { TLanguage } from '@huella/shared';

// The short guide linked from the settings: how to record a company's emission sources and
// activities. Each language is written for its readers, not translated word by word.

export type GuideSection = { title: string; paragraphs: string[]; steps?: string[] };
export type Guide = { title: string; subtitle: string; sections: GuideSection[]; footer: string };

export const GUIDES: Record<TLanguage, Guide> = {
  es: {
    title: 'Guía rápida: fuentes de emisión y actividades',
    subtitle: 'Cómo registrar el inventario de tu empresa en Huella para calcular su huella de carbono',
    sections: [
      {
        title: '1. Antes de empezar',
        paragraphs: [
          'Huella calcula la huella de carbono multiplicando los datos de actividad de tu empresa (litros de combustible, kWh de electricidad, kilómetros recorridos, toneladas de residuos…) por factores de emisión publicados. Para eso necesita saber qué emite tu empresa y dónde.',
        ],
        steps: [
          'En Configuración, elige las categorías de fuentes de emisión que usa tu empresa (combustión estacionaria, electricidad comprada, transporte…). Solo podrás registrar fuentes de esas categorías.',
          'En Configuración › Partes interesadas, crea tus sedes. Cada fuente de emisión pertenece a una sede. Si quieres analizar tus datos por cliente, proveedor o proyecto, créalos también.',
        ],
      },
      {
        title: '2. Qué es una fuente de emisión',
        paragraphs: [
          'Una fuente de emisión es cada equipo, flota o suministro que emite gases de efecto invernadero: una caldera, una planta eléctrica, los vehículos de reparto, los equipos de refrigeración, la electricidad de una sede, los viajes aéreos.',
          'Cada fuente tiene un código único en tu empresa (por ejemplo BOG-CAL-01), un nombre, un tipo (operacional o embebida), una categoría, un factor de emisión de esa categoría y una sede. El factor dice cuánto emite cada unidad consumida: elige el que corresponda al combustible o energía que usa la fuente.',
        ],
      },
      {
        title: '3. Registrar fuentes de emisión',
        paragraphs: [
          'En Fuentes de emisión, pulsa Agregar y completa el formulario. Si un campo falta o no es válido, el formulario lo señala al guardar y no se pierde nada de lo escrito.',
          'Para registrar muchas fuentes a la vez, usa Importar: descarga la plantilla, que trae listas desplegables con tus categorías, factores, sedes y tipos, complétala y súbela (xlsx, xls o csv). La importación es completa o no se hace: si una fila tiene errores, Huella muestra cada fila con el campo y el motivo, y no guarda nada hasta que el archivo esté correcto.',
          'Exportar descarga tus fuentes en un CSV que se abre directamente en Excel.',
        ],
      },
      {
        title: '4. Registrar actividades',
        paragraphs: [
          'Una actividad es un consumo en una fecha: por ejemplo, 1.250 litros de diésel de la planta eléctrica de la sede Medellín en marzo. Registra una actividad por periodo (idealmente mensual) para ver tendencias.',
        ],
        steps: [
          'Indica la fecha, el consumo (mayor que 0) y su unidad. Puedes usar cualquier unidad del mismo grupo que la del factor: galones y litros, por ejemplo; Huella convierte.',
          'Elige la fuente de emisión. Si el consumo no corresponde a una fuente del inventario, registra la actividad por factor de emisión y su tipo.',
          'Opcionalmente, añade una descripción, el documento de soporte (un enlace o un archivo PDF o imagen) y el cliente, proveedor o proyecto.',
          'Para cargar muchas actividades, importa la plantilla de actividades: las filas válidas se guardan y las que tengan errores aparecen en una tabla donde puedes corregirlas y volver a intentarlo sin duplicar nada.',
        ],
      },
      {
        title: '5. Cómo se calcula',
        paragraphs: [
          'Para cada gas del factor vigente en la fecha de la actividad: emisión = consumo × valor del factor × potencial de calentamiento global del gas. El resultado se suma en toneladas de CO2 equivalente (tCO2e) por fuente, por categoría ISO 14064-1, por categoría y alcance del Protocolo GHG y en total, con su incertidumbre.',
          'Si un administrador de la plataforma actualiza un factor o un potencial de calentamiento, Huella recalcula automáticamente las actividades afectadas.',
        ],
      },
      {
        title: '6. Consejos',
        paragraphs: [
          'Escribe las cifras como en tu idioma: en español, 1.250,5 es mil doscientos cincuenta coma cinco. Si pegas una cifra que se puede leer de dos formas, Huella te pregunta.',
          'Tu plan define cuántas fuentes, actividades y usuarios puedes tener; el botón Agregar indica cuándo alcanzas el límite.',
        ],
      },
    ],
    footer: 'Huella · Medición y gestión de la huella de carbono corporativa',
  },
  en: {
    title: 'Quick guide: emission sources and activities',
    subtitle: 'How to record your company’s inventory in Huella to calculate its carbon footprint',
    sections: [
      {
        title: '1. Before you start',
        paragraphs: [
          'Huella calculates the carbon footprint by multiplying your company’s activity data (litres of fuel, kWh of electricity, kilometres travelled, tonnes of waste…) by published emission factors. For that it needs to know what your company emits, and where.',
        ],
        steps: [
          'In Settings, choose the emission-source categories your company uses (stationary combustion, purchased electricity, transport…). You can only record sources of those categories.',
          'In Settings › Stakeholders, create your headquarters. Every emission source belongs to a headquarter. To analyse your data by client, provider or project, create those too.',
        ],
      },
      {
        title: '2. What an emission source is',
        paragraphs: [
          'An emission source is each piece of equipment, fleet or supply that emits greenhouse gases: a boiler, a generator, the delivery vehicles, the refrigeration units, a site’s electricity, air travel.',
          'Each source has a code unique within your company (for example BOG-BOI-01), a name, a type (operational or embedded), a category, an emission factor of that category and a headquarter. The factor says how much each unit consumed emits: choose the one matching the fuel or energy the source uses.',
        ],
      },
      {
        title: '3. Recording emission sources',
        paragraphs: [
          'In Emission sources, press Add and fill in the form. If a field is missing or not valid, the form marks it when you save, and nothing you typed is lost.',
          'To record many sources at once, use Import: download the template, which carries drop-down lists of your categories, factors, headquarters and types, fill it in and upload it (xlsx, xls or csv). An import is all or nothing: if a row has errors, Huella shows each row with the field and the reason, and saves nothing until the file is right.',
          'Export downloads your sources as a CSV that opens directly in Excel.',
        ],
      },
      {
        title: '4. Recording activities',
        paragraphs: [
          'An activity is a consumption on a date: for example, 1,250 litres of diesel for the generator of the Medellín site in March. Record one activity per period (ideally monthly) to see trends.',
        ],
        steps: [
          'Enter the date, the consumption (greater than 0) and its unit. Any unit of the same group as the factor’s works, gallons and litres for instance: Huella converts.',
          'Choose the emission source. If the consumption belongs to no source of the inventory, record the activity by emission factor and its type.',
          'Optionally add a description, the supporting document (a link, or a PDF or image file) and the client, provider or project.',
          'To load many activities, import the activities template: valid rows are saved, and rows with errors appear in a table where you can fix them and retry without duplicating anything.',
        ],
      },
      {
        title: '5. How it is calculated',
        paragraphs: [
          'For each gas of the factor valid on the activity’s date: emission = consumption × factor value × the gas’s global warming potential. The results add up in tonnes of CO2 equivalent (tCO2e) by source, by ISO 14064-1 category, by GHG Protocol category and scope, and in total, with their uncertainty.',
          'When a platform administrator updates a factor or a warming potential, Huella recalculates the affected activities automatically.',
        ],
      },
      {
        title: '6. Tips',
        paragraphs: [
          'Write figures the way your language does: in English, 1,250.5 is one thousand two hundred fifty point five. If you paste a figure that reads two ways, Huella asks.',
          'Your plan sets how many sources, activities and users you can have; the Add button tells you when you reach the limit.',
        ],
      },
    ],
    footer: 'Huella · Corporate carbon-footprint measurement and management',
  },
};

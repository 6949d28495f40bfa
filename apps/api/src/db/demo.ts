import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TStakeholderType } from '@huella/shared';
import { hashPassword } from '../lib/crypto.ts';
import type { Db, Tx } from './client.ts';
import { seedDemoIndicators } from './demo-indicators.ts';
import {
  companies,
  company_sources,
  company_users,
  emission_factors,
  emission_sources,
  plans,
  sectors,
  sources,
  stakeholders,
  types,
  users,
} from './schema/index.ts';
import { acrossCompanies, tenant } from './tenant.ts';

export const DEMO_PASSWORD = 'Huella-demo-2026';
export const DEMO_ACCOUNTS = [
  {
    email: 'superadmin@huella.test',
    name: 'Sofía',
    last_name: 'Administradora',
    role: 'super-admin',
    company: null,
  },
  {
    email: 'admin@huella.test',
    name: 'Andrés',
    last_name: 'Gerente',
    role: 'member',
    company: 'administrator',
  },
  { email: 'member@huella.test', name: 'Marta', last_name: 'Analista', role: 'member', company: 'member' },
] as const;
/** The demo company's sector (a reference sector's code). */
export const DEMO_SECTOR_CODE = 'manufacturing';

export const DEMO_COMPANY = {
  name: 'Andina Verde SAS',
  nit: '900123456-7',
  address: 'Carrera 7 # 71-21, Bogotá',
  phone: '+57 601 555 0101',
  email: 'sostenibilidad@andinaverde.co',
  website: 'https://andinaverde.co',
  // The demo shows every chart of the dashboard, the composition by gas included.
  show_composition_chart: true,
};
/** The demo company's plan: room for everything the demo shows and more. */
export const DEMO_PLAN_CODE = 'LARGE';

const DEMO_ADMIN = 'admin@huella.test';
/** Serialises concurrent demo seeds (two processes starting on one embedded data folder). */
const DEMO_LOCK_KEY = 7_140_640_003;

type Site = 'BOG' | 'MED' | 'CTG';

/** The three headquarters, by the site part of the emission-source codes. */
export const DEMO_HEADQUARTERS: Record<Site, { name: string; description: string }> = {
  BOG: {
    name: 'Sede Bogotá – Planta Fontibón',
    description: 'Planta de producción y oficinas. Zona franca de Fontibón, Bogotá D.C.',
  },
  MED: {
    name: 'Sede Medellín – Centro de distribución Itagüí',
    description: 'Bodega y despacho para Antioquia y el Eje Cafetero. Itagüí, Antioquia.',
  },
  CTG: {
    name: 'Sede Cartagena – Terminal Mamonal',
    description: 'Recibo de importaciones y exportación por puerto. Zona industrial de Mamonal, Cartagena.',
  },
};

const OTHER_STAKEHOLDERS: { type: Exclude<TStakeholderType, 'HEADQUARTERS'>; name: string }[] = [
  { type: 'CLIENTS', name: 'Supermercados La Canasta S.A.S.' },
  { type: 'CLIENTS', name: 'Distribuidora del Caribe Ltda.' },
  { type: 'CLIENTS', name: 'Hoteles Cordillera S.A.' },
  { type: 'CLIENTS', name: 'Alimentos del Valle de Aburrá S.A.S.' },
  { type: 'PROVIDERS', name: 'Transportes Sabana S.A.S.' },
  { type: 'PROVIDERS', name: 'Gases y Combustibles de la Costa S.A. E.S.P.' },
  { type: 'PROVIDERS', name: 'Frío Industrial Antioquia S.A.S.' },
  { type: 'PROVIDERS', name: 'Empaques del Norte S.A.S.' },
  { type: 'PROVIDERS', name: 'Agencia de Viajes Rumbo Andino' },
  { type: 'PROJECTS', name: 'Ampliación de la línea de empaque 2026' },
  { type: 'PROJECTS', name: 'Programa de eficiencia energética' },
  { type: 'PROJECTS', name: 'Renovación de la flota de reparto' },
  { type: 'PROJECTS', name: 'Cambio a refrigerantes de bajo potencial de calentamiento' },
];

// Seeded emission factors (apps/api/seed/reference/factors.json) the demo's inventory uses.
const NATURAL_GAS_SCF = 'EPA_HUB_2024_NATURAL_GAS_SCF';
const NATURAL_GAS_MMBTU = 'EPA_HUB_2024_NATURAL_GAS_MMBTU';
const NATURAL_GAS_TJ = 'IPCC2006_NATURAL_GAS_STATIONARY_ENERGY_MANUF';
const DIESEL_STATIONARY = 'EPA_CFR98_DISTILLATE_NO2_GAL';
const LPG = 'EPA_CFR98_LPG_GAL';
const PROPANE = 'EPA_CFR98_PROPANE_GAL';
const DIESEL_MOBILE = 'EPA_CFR98_DISTILLATE_NO2_GAL_MOBILE_CO2';
const GASOLINE_MOBILE = 'EPA_CFR98_MOTOR_GASOLINE_GAL_MOBILE_CO2';
const R404A = 'REFRIGERANT_R404A_KG';
const R410A = 'REFRIGERANT_R410A_KG';
const HFC134A = 'REFRIGERANT_HFC134A_KG';
const GRID = 'UPME_2023_SIN_INVENTORY_2022';
const FLIGHT_SHORT = 'EPA_HUB_2025_AIR_SHORT_HAUL_PMI';
const FLIGHT_MEDIUM = 'EPA_HUB_2025_AIR_MEDIUM_HAUL_PMI';
const FLIGHT_LONG = 'EPA_HUB_2025_AIR_LONG_HAUL_PMI';
const BUS = 'EPA_HUB_2025_BUS_PMI';
const TRUCK_FREIGHT = 'EPA_HUB_2025_TRUCK_SHORT_TON_MILE';

/**
 * How well the demo company knows each kind of consumption (the activity data's uncertainty, %),
 * as its sources state it: metered and invoiced utilities and fuel deliveries closely, refrigerant
 * recharges from service records less so, travel and freight estimated from itineraries and
 * distances least.
 */
const DEMO_ACTIVITY_UNCERTAINTY: Record<string, number> = {
  [NATURAL_GAS_SCF]: 2,
  [NATURAL_GAS_MMBTU]: 2,
  [NATURAL_GAS_TJ]: 2,
  [GRID]: 2,
  [DIESEL_STATIONARY]: 3,
  [LPG]: 3,
  [PROPANE]: 3,
  [DIESEL_MOBILE]: 5,
  [GASOLINE_MOBILE]: 5,
  [R404A]: 10,
  [R410A]: 10,
  [HFC134A]: 10,
  [FLIGHT_SHORT]: 10,
  [FLIGHT_MEDIUM]: 10,
  [FLIGHT_LONG]: 10,
  [TRUCK_FREIGHT]: 15,
  [BUS]: 20,
};

/**
 * The demo company's inventory. Each source takes the catalogue source of its factor, and the type
 * (operational or embedded) of that catalogue source.
 */
export const DEMO_EMISSION_SOURCES: { code: string; name: string; factor: string }[] = [
  // Bogotá – Planta Fontibón
  { code: 'BOG-CAL-01', name: 'Caldera pirotubular 1 de 150 BHP (gas natural)', factor: NATURAL_GAS_SCF },
  { code: 'BOG-CAL-02', name: 'Caldera pirotubular 2 de 100 BHP (gas natural)', factor: NATURAL_GAS_SCF },
  {
    code: 'BOG-HOR-01',
    name: 'Horno de secado de la línea de empaque (gas natural)',
    factor: NATURAL_GAS_MMBTU,
  },
  { code: 'BOG-GEN-01', name: 'Planta eléctrica de respaldo de 500 kVA (diésel)', factor: DIESEL_STATIONARY },
  {
    code: 'BOG-GEN-02',
    name: 'Planta eléctrica de las oficinas de 150 kVA (diésel)',
    factor: DIESEL_STATIONARY,
  },
  { code: 'BOG-MON-01', name: 'Montacargas 1 de la bodega de materias primas (GLP)', factor: LPG },
  { code: 'BOG-MON-02', name: 'Montacargas 2 de la bodega de producto terminado (GLP)', factor: LPG },
  { code: 'BOG-VEH-01', name: 'Camión de reparto de 4,5 t (diésel)', factor: DIESEL_MOBILE },
  { code: 'BOG-VEH-02', name: 'Camión de reparto de 2,5 t (diésel)', factor: DIESEL_MOBILE },
  { code: 'BOG-VEH-03', name: 'Camionetas de la gerencia comercial (gasolina)', factor: GASOLINE_MOBILE },
  { code: 'BOG-REF-01', name: 'Cuarto frío de materias primas (R-404A)', factor: R404A },
  { code: 'BOG-AAC-01', name: 'Aire acondicionado de las oficinas (R-410A)', factor: R410A },
  { code: 'BOG-ELE-01', name: 'Energía eléctrica de la red – planta de producción', factor: GRID },
  { code: 'BOG-ELE-02', name: 'Energía eléctrica de la red – edificio administrativo', factor: GRID },
  { code: 'BOG-VIA-01', name: 'Vuelos nacionales del equipo comercial', factor: FLIGHT_MEDIUM },
  { code: 'BOG-VIA-02', name: 'Vuelos internacionales a ferias y clientes', factor: FLIGHT_LONG },
  { code: 'BOG-DES-01', name: 'Ruta de bus del personal de planta', factor: BUS },
  { code: 'BOG-TRA-01', name: 'Transporte de materias primas desde los proveedores', factor: TRUCK_FREIGHT },
  // Medellín – Centro de distribución Itagüí
  { code: 'MED-CAL-01', name: 'Caldera de agua caliente para lavado (gas natural)', factor: NATURAL_GAS_SCF },
  { code: 'MED-GEN-01', name: 'Planta eléctrica de respaldo de 300 kVA (diésel)', factor: DIESEL_STATIONARY },
  { code: 'MED-MON-01', name: 'Montacargas del centro de distribución (GLP)', factor: LPG },
  { code: 'MED-MON-02', name: 'Montacargas de patio (propano)', factor: PROPANE },
  { code: 'MED-VEH-01', name: 'Camión refrigerado de distribución (diésel)', factor: DIESEL_MOBILE },
  { code: 'MED-VEH-02', name: 'Motocicletas de mensajería (gasolina)', factor: GASOLINE_MOBILE },
  { code: 'MED-REF-01', name: 'Cámara de refrigeración de producto terminado (R-404A)', factor: R404A },
  { code: 'MED-REF-02', name: 'Equipo de frío del camión refrigerado (R-404A)', factor: R404A },
  { code: 'MED-ENF-01', name: 'Enfriador de agua de la climatización (HFC-134a)', factor: HFC134A },
  { code: 'MED-ELE-01', name: 'Energía eléctrica de la red – centro de distribución', factor: GRID },
  { code: 'MED-VIA-01', name: 'Vuelos Medellín–Bogotá del equipo de logística', factor: FLIGHT_SHORT },
  { code: 'MED-DES-01', name: 'Ruta de bus del personal del centro de distribución', factor: BUS },
  { code: 'MED-TRA-01', name: 'Distribución a clientes con transportador contratado', factor: TRUCK_FREIGHT },
  // Cartagena – Terminal Mamonal
  { code: 'CTG-CAL-01', name: 'Caldera de aceite térmico (gas natural)', factor: NATURAL_GAS_TJ },
  {
    code: 'CTG-GEN-01',
    name: 'Planta eléctrica de emergencia de 800 kVA (diésel)',
    factor: DIESEL_STATIONARY,
  },
  { code: 'CTG-GEN-02', name: 'Motobomba del sistema contra incendios (diésel)', factor: DIESEL_STATIONARY },
  { code: 'CTG-MON-01', name: 'Montacargas del muelle (GLP)', factor: LPG },
  { code: 'CTG-VEH-01', name: 'Tractocamión portacontenedores (diésel)', factor: DIESEL_MOBILE },
  { code: 'CTG-VEH-02', name: 'Camioneta de operaciones portuarias (gasolina)', factor: GASOLINE_MOBILE },
  { code: 'CTG-REF-01', name: 'Contenedores refrigerados en patio (R-404A)', factor: R404A },
  { code: 'CTG-AAC-01', name: 'Aire acondicionado de oficinas y sala de control (R-410A)', factor: R410A },
  { code: 'CTG-ENF-01', name: 'Enfriador de agua de proceso (HFC-134a)', factor: HFC134A },
  { code: 'CTG-ELE-01', name: 'Energía eléctrica de la red – terminal', factor: GRID },
  { code: 'CTG-VIA-01', name: 'Vuelos Cartagena–Bogotá del equipo de operaciones', factor: FLIGHT_MEDIUM },
  { code: 'CTG-TRA-01', name: 'Transporte de carga del puerto a la planta de Bogotá', factor: TRUCK_FREIGHT },
];

/** Rows one run of the demo added, per table. */
export type DemoCounts = {
  users: number;
  companies: number;
  company_users: number;
  stakeholders: number;
  company_sources: number;
  emission_sources: number;
  emission_indicators: number;
};

const siteOf = (code: string) => code.slice(0, 3) as Site;

/** The demo administrator's first company, creating it (on the demo plan) when there is none. */
async function ensureDemoCompany(tx: Tx, adminId: number, counts: DemoCounts): Promise<number> {
  const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.code, DEMO_PLAN_CODE));
  // The administrator's memberships, whatever the company: which of them is the demo is the question.
  const [existing] = await acrossCompanies(tx)
    .selectFrom(company_users, { id: companies.id, plan_id: companies.plan_id })
    .innerJoin(companies, eq(companies.id, company_users.company_id))
    .where(and(eq(company_users.user_id, adminId), eq(company_users.role, 'administrator')))
    .orderBy(asc(companies.id))
    .limit(1);
  if (existing) {
    // A demo made before plans existed moves to the demo plan; one whose plan was changed keeps it.
    if (existing.plan_id === null && plan)
      await tx.update(companies).set({ plan_id: plan.id }).where(eq(companies.id, existing.id));
    return existing.id;
  }
  // A manufacturer: its sector setting names the inventory report's subsector, as its tonnes
  // produced are the indicator its dashboard opens on.
  const [sector] = await tx
    .select({ id: sectors.id })
    .from(sectors)
    .where(eq(sectors.code, DEMO_SECTOR_CODE));
  const [company] = await tx
    .insert(companies)
    .values({ ...DEMO_COMPANY, plan_id: plan?.id ?? null, sector_id: sector?.id ?? null })
    .returning({ id: companies.id });
  counts.companies += 1;
  return company!.id;
}

/**
 * The demo company's workspace: headquarters, clients, providers and projects, the catalogue sources
 * it uses and its inventory of emission sources. Written once, into a company that has neither
 * stakeholders nor emission sources, so what a visitor deletes from the demo stays deleted.
 */
async function seedWorkspace(tx: Tx, companyId: number, counts: DemoCounts): Promise<void> {
  const company = tenant(tx, companyId);
  const [heldStakeholders] = await company.selectFrom(stakeholders, { n: count() });
  const [heldSources] = await company.selectFrom(emission_sources, { n: count() });
  if ((heldStakeholders?.n ?? 0) + (heldSources?.n ?? 0) > 0) return;

  const insertedStakeholders = await company
    .insertInto(stakeholders, [
      ...Object.values(DEMO_HEADQUARTERS).map((site) => ({ type: 'HEADQUARTERS' as const, ...site })),
      ...OTHER_STAKEHOLDERS,
    ])
    .onConflictDoNothing()
    .returning({ id: stakeholders.id, type: stakeholders.type, name: stakeholders.name });
  counts.stakeholders += insertedStakeholders.length;
  const headquarterIds = new Map(
    insertedStakeholders.filter((row) => row.type === 'HEADQUARTERS').map((row) => [row.name, row.id]),
  );

  // Factors a super-admin removed from the catalogue are left out rather than failing the start.
  const factors = await tx
    .select({ id: emission_factors.id, code: emission_factors.code, source_id: emission_factors.source_id })
    .from(emission_factors)
    .where(
      inArray(
        emission_factors.code,
        DEMO_EMISSION_SOURCES.map((row) => row.factor),
      ),
    );
  const factorByCode = new Map(factors.map((factor) => [factor.code, factor]));
  const sourceIds = [...new Set(factors.map((factor) => factor.source_id))];
  if (sourceIds.length === 0) return;
  const [operational] = await tx
    .select({ id: types.id })
    .from(types)
    .where(and(eq(types.group, 'emission_source'), eq(types.code, 'operational')));
  const sourceRows = await tx
    .select({ id: sources.id, type_id: sources.type_id })
    .from(sources)
    .where(inArray(sources.id, sourceIds));
  const typeOfSource = new Map(sourceRows.map((row) => [row.id, row.type_id ?? operational?.id ?? null]));

  const insertedSources = await company
    .insertInto(
      company_sources,
      sourceIds.map((source_id) => ({ source_id })),
    )
    .onConflictDoNothing()
    .returning({ source_id: company_sources.source_id });
  counts.company_sources += insertedSources.length;

  const rows = DEMO_EMISSION_SOURCES.flatMap((row) => {
    const factor = factorByCode.get(row.factor);
    const headquarterId = headquarterIds.get(DEMO_HEADQUARTERS[siteOf(row.code)].name);
    const typeId = factor ? typeOfSource.get(factor.source_id) : null;
    if (!factor || !headquarterId || !typeId) return [];
    return [
      {
        code: row.code,
        name: row.name,
        type_id: typeId,
        source_id: factor.source_id,
        emission_factor_id: factor.id,
        headquarter_id: headquarterId,
        activity_uncertainty: DEMO_ACTIVITY_UNCERTAINTY[row.factor] ?? 0,
      },
    ];
  });
  if (rows.length === 0) return;
  const insertedEmissionSources = await company
    .insertInto(emission_sources, rows)
    .onConflictDoNothing()
    .returning({ id: emission_sources.id });
  counts.emission_sources += insertedEmissionSources.length;
}

/**
 * The demo: three accounts and one company on the LARGE plan with three headquarters in Colombia,
 * some clients, providers and projects, an inventory of about forty emission sources, and its monthly
 * production and staff up to the month before `today`'s (demo-indicators.ts). Only for the embedded
 * default and `npm run seed:demo`, never on a production database. Idempotent: a second run adds
 * nothing and existing rows are left as they are.
 */
export async function seedDemo(
  db: Db,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ created: boolean; inserted: DemoCounts }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const counts: DemoCounts = {
      users: 0,
      companies: 0,
      company_users: 0,
      stakeholders: 0,
      company_sources: 0,
      emission_sources: 0,
      emission_indicators: 0,
    };
    const insertedUsers = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          name: account.name,
          last_name: account.last_name,
          role: account.role,
          status: 'ACTIVE' as const,
          email_verified_at: new Date(),
          password_hash: passwordHash,
          phone: '+57 300 555 0000',
          address: 'Carrera 7 # 71-21, Bogotá',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    counts.users = insertedUsers.length;
    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    const idOf = new Map(accounts.map((account) => [account.email, account.id]));
    const adminId = idOf.get(DEMO_ADMIN)!;

    const companyId = await ensureDemoCompany(tx, adminId, counts);
    for (const account of DEMO_ACCOUNTS) {
      if (!account.company) continue;
      const inserted = await tenant(tx, companyId)
        .insertInto(company_users, { user_id: idOf.get(account.email)!, role: account.company })
        .onConflictDoNothing()
        .returning({ id: company_users.id });
      counts.company_users += inserted.length;
    }
    await seedWorkspace(tx, companyId, counts);
    counts.emission_indicators = await seedDemoIndicators(tx, companyId, today);
    return { created: insertedUsers.some((user) => user.email === DEMO_ADMIN), inserted: counts };
  });
}

-- Each stored emission line keeps what it applied (DESIGN §4): the gas's name and formula, the gas
-- value with its unit, the unit conversion, the GWP with the IPCC report it comes from, both
-- uncertainties and the value's published source. A gas now says which report its GWP comes from.
ALTER TABLE "gases" ADD COLUMN "gwp_report" text DEFAULT 'AR6' NOT NULL;--> statement-breakpoint
-- A gas's description names the report first ("PCG a 100 años según IPCC AR6 WG1 (2021)… Otros
-- informes: AR5: 28"); a gas whose description names none stays AR6, the seed's.
UPDATE "gases" SET "gwp_report" = substring("description" from '\m(AR[4-6])\M')
WHERE "description" ~ '\mAR[4-6]\M';--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "gas_name" text;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "gas_formula" text;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "value" double precision;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "value_unit_id" integer;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "value_unit" text;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "conversion" double precision;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "gwp" double precision;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "gwp_report" text;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "value_uncertainty" double precision;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "activity_uncertainty" double precision;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "fountain" text;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD COLUMN "reference" text;--> statement-breakpoint
-- The stored lines were computed from the catalogue as it is (a catalogue change re-computes the
-- lines it touches), so each line's provenance is read from its gas value, the value's gas and unit,
-- and the activity's unit and emission source: the conversion is the units' factors' ratio (1 for
-- the same unit), as the calculation takes it. A line whose gas value was deleted while its
-- re-compute is pending keeps its own figures, expressed per unit of its activity, until that
-- re-compute replaces it.
UPDATE "activity_emissions" AS l SET
  "gas_name" = p."gas_name",
  "gas_formula" = p."gas_formula",
  "value" = p."value",
  "value_unit_id" = p."value_unit_id",
  "value_unit" = p."value_unit",
  "conversion" = p."conversion",
  "gwp" = p."gwp",
  "gwp_report" = p."gwp_report",
  "value_uncertainty" = p."value_uncertainty",
  "activity_uncertainty" = p."activity_uncertainty",
  "fountain" = p."fountain",
  "reference" = p."reference"
FROM (
  SELECT
    e."activity_id",
    e."gas_emission_id",
    coalesce(g."name", '') AS "gas_name",
    g."formula" AS "gas_formula",
    CASE WHEN ge."id" IS NOT NULL THEN ge."value"
      ELSE coalesce(e."gas_kg" / nullif(a."consumption" * e."share", 0), 0) END AS "value",
    coalesce(ge."unit_measurement_id", a."unit_measurement_id") AS "value_unit_id",
    CASE WHEN ge."id" IS NOT NULL THEN vu."abbreviation" ELSE au."abbreviation" END AS "value_unit",
    CASE WHEN ge."id" IS NULL OR ge."unit_measurement_id" = a."unit_measurement_id" THEN 1
      ELSE au."factor" / vu."factor" END AS "conversion",
    coalesce(g."pc", e."co2e_kg" / nullif(e."gas_kg", 0), 0) AS "gwp",
    coalesce(g."gwp_report", 'AR6') AS "gwp_report",
    coalesce(
      ge."uncertainty",
      sqrt(greatest(e."uncertainty" ^ 2 - coalesce(es."activity_uncertainty", 0) ^ 2, 0))
    ) AS "value_uncertainty",
    coalesce(es."activity_uncertainty", 0) AS "activity_uncertainty",
    coalesce(ge."fountain", '') AS "fountain",
    coalesce(ge."reference", '') AS "reference"
  FROM "activity_emissions" e
  JOIN "emission_activities" a ON a."company_id" = e."company_id" AND a."id" = e."activity_id"
  JOIN "unit_measurements" au ON au."id" = a."unit_measurement_id"
  LEFT JOIN "emission_sources" es
    ON es."company_id" = a."company_id" AND es."id" = a."emission_source_id"
  LEFT JOIN "gas_emissions" ge ON ge."id" = e."gas_emission_id"
  LEFT JOIN "unit_measurements" vu ON vu."id" = ge."unit_measurement_id"
  LEFT JOIN "gases" g ON g."id" = e."gas_id"
) AS p
WHERE l."activity_id" = p."activity_id" AND l."gas_emission_id" = p."gas_emission_id";--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "gas_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "value_unit_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "conversion" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "gwp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "gwp_report" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "value_uncertainty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "activity_uncertainty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "fountain" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_emissions" ALTER COLUMN "reference" SET NOT NULL;
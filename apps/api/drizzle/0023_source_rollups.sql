CREATE TABLE "emission_source_rollups" (
	"company_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"source_id" integer NOT NULL,
	"avoided" boolean NOT NULL,
	"headquarter_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"lines" integer NOT NULL,
	"co2e_kg" numeric NOT NULL,
	CONSTRAINT "emission_source_rollups_pk" PRIMARY KEY("company_id","grain","period","source_id","avoided","headquarter_id","client_id","provider_id","project_id"),
	CONSTRAINT "emission_source_rollups_grain" CHECK ("emission_source_rollups"."grain" in ('m', 'd'))
);
--> statement-breakpoint
ALTER TABLE "emission_source_rollups" ADD CONSTRAINT "emission_source_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The monthly charts' roll-up: the stored lines by month and day, catalogue source, avoided and
-- stakeholders, kept from emission_rollups by triggers on it (whatever writes it: the commit of a
-- transaction's deltas, a rebuild), in the same transaction.
CREATE FUNCTION emission_source_rollups_apply() RETURNS trigger AS $$
DECLARE
  changes emission_source_rollups[];
BEGIN
  -- Each statement's rows of months and days, added (inserted, updated to) or taken away (deleted,
  -- updated from). The key columns of a roll-up row never change; its sums do.
  IF TG_OP = 'INSERT' THEN
    changes := ARRAY(
      SELECT ROW(company_id, grain, period, source_id, avoided, headquarter_id, client_id,
        provider_id, project_id, lines, co2e_kg)::emission_source_rollups
      FROM new_rows WHERE grain <> 'y');
  ELSIF TG_OP = 'UPDATE' THEN
    changes := ARRAY(
      SELECT ROW(company_id, grain, period, source_id, avoided, headquarter_id, client_id,
        provider_id, project_id, lines, co2e_kg)::emission_source_rollups
      FROM new_rows WHERE grain <> 'y'
      UNION ALL
      SELECT ROW(company_id, grain, period, source_id, avoided, headquarter_id, client_id,
        provider_id, project_id, -lines, -co2e_kg)::emission_source_rollups
      FROM old_rows WHERE grain <> 'y');
  ELSE
    changes := ARRAY(
      SELECT ROW(company_id, grain, period, source_id, avoided, headquarter_id, client_id,
        provider_id, project_id, -lines, -co2e_kg)::emission_source_rollups
      FROM old_rows WHERE grain <> 'y');
  END IF;
  IF cardinality(changes) = 0 THEN RETURN NULL; END IF;
  INSERT INTO emission_source_rollups AS r
  SELECT company_id, grain, period, source_id, avoided, headquarter_id, client_id, provider_id,
    project_id, sum(lines), sum(co2e_kg)
  FROM unnest(changes)
  GROUP BY company_id, grain, period, source_id, avoided, headquarter_id, client_id, provider_id, project_id
  HAVING sum(lines) <> 0 OR sum(co2e_kg) <> 0
  ORDER BY company_id, grain, period, source_id, avoided, headquarter_id, client_id, provider_id, project_id
  ON CONFLICT ON CONSTRAINT emission_source_rollups_pk DO UPDATE SET
    lines = r.lines + excluded.lines,
    co2e_kg = r.co2e_kg + excluded.co2e_kg;
  DELETE FROM emission_source_rollups r
  USING (SELECT DISTINCT company_id, grain, period, source_id FROM unnest(changes)) c
  WHERE r.lines = 0 AND r.company_id = c.company_id AND r.grain = c.grain AND r.period = c.period
    AND r.source_id = c.source_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER emission_source_rollups_on_insert AFTER INSERT ON emission_rollups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION emission_source_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER emission_source_rollups_on_update AFTER UPDATE ON emission_rollups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emission_source_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER emission_source_rollups_on_delete AFTER DELETE ON emission_rollups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION emission_source_rollups_apply();
--> statement-breakpoint
-- What the monthly charts read so far: the months and days of emission_rollups, summed.
CREATE FUNCTION emission_source_rollups_fresh(company integer, year date)
RETURNS SETOF emission_source_rollups AS $$
  SELECT company_id, grain, period, source_id, avoided, headquarter_id, client_id, provider_id,
    project_id, sum(lines)::integer, sum(co2e_kg)
  FROM emission_rollups r
  WHERE r.company_id = company AND r.grain <> 'y'
    AND r.period >= year AND r.period < (year + interval '1 year')::date
  GROUP BY company_id, grain, period, source_id, avoided, headquarter_id, client_id, provider_id, project_id
  HAVING sum(lines) <> 0 OR sum(co2e_kg) <> 0
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
INSERT INTO emission_source_rollups
SELECT company_id, grain, period, source_id, avoided, headquarter_id, client_id, provider_id,
  project_id, sum(lines), sum(co2e_kg)
FROM emission_rollups WHERE grain <> 'y'
GROUP BY company_id, grain, period, source_id, avoided, headquarter_id, client_id, provider_id, project_id
HAVING sum(lines) <> 0 OR sum(co2e_kg) <> 0;
--> statement-breakpoint
-- Reconciliation checks the monthly charts' rows against emission_rollups, and a rebuild writes them.
CREATE OR REPLACE FUNCTION rollup_mismatches(company integer, year date) RETURNS TABLE (
  rollup text, grain text, period date, key jsonb,
  stored_count integer, stored_total double precision, fresh_count integer, fresh_total double precision
) AS $$
  WITH stored AS (
    SELECT * FROM emission_rollups r
    WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date
  )
  SELECT 'emission_rollups', coalesce(s.grain, f.grain), coalesce(s.period, f.period),
    coalesce(to_jsonb(s), to_jsonb(f)) - ARRAY['company_id', 'grain', 'period', 'gas_id', 'lines', 'co2e_kg', 'weighted'],
    s.lines, s.co2e_kg::float8, f.lines, f.co2e_kg::float8
  FROM stored s FULL JOIN emission_rollups_fresh(company, year) f
    USING (company_id, grain, period, by_emission_source, emission_source_id, emission_factor_id,
      source_id, type_id, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
      factor_id, share, avoided, provenance, conversion)
  WHERE s.lines IS DISTINCT FROM f.lines OR s.co2e_kg IS DISTINCT FROM f.co2e_kg
    OR s.weighted IS DISTINCT FROM f.weighted OR s.gas_id IS DISTINCT FROM f.gas_id
    OR (s.lines IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM emission_line_provenances p
      WHERE p.company_id = company AND p.provenance = s.provenance))
  UNION ALL
  SELECT 'activity_rollups', coalesce(s.grain, f.grain), coalesce(s.period, f.period),
    coalesce(to_jsonb(s), to_jsonb(f)) - ARRAY['company_id', 'grain', 'period', 'activities', 'consumption', 'consumption_squares'],
    s.activities, s.consumption::float8, f.activities, f.consumption::float8
  FROM (
    SELECT * FROM activity_rollups r
    WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date
  ) s FULL JOIN activity_rollups_fresh(company, year) f
    USING (company_id, grain, period, by_emission_source, emission_source_id, emission_factor_id,
      source_id, type_id, headquarter_id, client_id, provider_id, project_id, unit_measurement_id, flagged)
  WHERE s.activities IS DISTINCT FROM f.activities OR s.consumption IS DISTINCT FROM f.consumption
    OR s.consumption_squares IS DISTINCT FROM f.consumption_squares
  UNION ALL
  SELECT 'emission_source_rollups', coalesce(s.grain, f.grain), coalesce(s.period, f.period),
    coalesce(to_jsonb(s), to_jsonb(f)) - ARRAY['company_id', 'grain', 'period', 'lines', 'co2e_kg'],
    s.lines, s.co2e_kg::float8, f.lines, f.co2e_kg::float8
  FROM (
    SELECT * FROM emission_source_rollups r
    WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date
  ) s FULL JOIN emission_source_rollups_fresh(company, year) f
    USING (company_id, grain, period, source_id, avoided, headquarter_id, client_id, provider_id, project_id)
  WHERE s.lines IS DISTINCT FROM f.lines OR s.co2e_kg IS DISTINCT FROM f.co2e_kg
  ORDER BY 1, 2, 3, 4
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollups_rebuild(company integer, year date) RETURNS void AS $$
BEGIN
  LOCK TABLE activity_rollups, emission_rollups, emission_source_rollups IN EXCLUSIVE MODE;
  DELETE FROM activity_rollups r
  WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date;
  INSERT INTO activity_rollups SELECT * FROM activity_rollups_fresh(company, year);
  DELETE FROM emission_rollups r
  WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date;
  INSERT INTO emission_rollups SELECT * FROM emission_rollups_fresh(company, year);
  -- The monthly charts' rows follow emission_rollups by their triggers; written again here too, so
  -- a rebuild mends them as well.
  DELETE FROM emission_source_rollups r
  WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date;
  INSERT INTO emission_source_rollups SELECT * FROM emission_source_rollups_fresh(company, year);
  INSERT INTO emission_line_provenances (company_id, provenance, gas_name, gas_formula, value,
    value_unit_id, value_unit, gwp, gwp_report, uncertainty, value_uncertainty, activity_uncertainty,
    fountain, reference)
  SELECT DISTINCT ON (l.provenance) l.company_id, l.provenance, l.gas_name, l.gas_formula, l.value,
    l.value_unit_id, l.value_unit, l.gwp, l.gwp_report, l.uncertainty, l.value_uncertainty,
    l.activity_uncertainty, l.fountain, l.reference
  FROM (
    SELECT n.*, emission_line_provenance(n) AS provenance FROM emission_activities a
    JOIN activity_emissions n ON n.company_id = a.company_id AND n.activity_id = a.id
    WHERE a.company_id = company AND a.date >= year AND a.date < (year + interval '1 year')::date
  ) l
  WHERE NOT EXISTS (
    SELECT 1 FROM emission_line_provenances p WHERE p.company_id = company AND p.provenance = l.provenance)
  ORDER BY l.provenance;
END
$$ LANGUAGE plpgsql;

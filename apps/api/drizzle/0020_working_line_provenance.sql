-- A working of a figure (DESIGN §4, `GET /api/dashboard/working`, the inventory report's annex) reads
-- its lines from the roll-ups instead of every stored line of the period: the roll-ups keep apart the
-- lines that applied other values (gas name and formula, value and unit, GWP and report, both
-- uncertainties, published source: their provenance, as one hash) or another unit conversion, and
-- what each hash stands for is kept once per company, so a working costs months × items × values,
-- not activities.
CREATE TABLE "emission_line_provenances" (
	"company_id" integer NOT NULL,
	"provenance" bigint NOT NULL,
	"gas_name" text NOT NULL,
	"gas_formula" text,
	"value" double precision NOT NULL,
	"value_unit_id" integer NOT NULL,
	"value_unit" text,
	"gwp" double precision NOT NULL,
	"gwp_report" text NOT NULL,
	"uncertainty" double precision NOT NULL,
	"value_uncertainty" double precision NOT NULL,
	"activity_uncertainty" double precision NOT NULL,
	"fountain" text NOT NULL,
	"reference" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emission_line_provenances" ADD CONSTRAINT "emission_line_provenances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emission_line_provenances_idx" ON "emission_line_provenances" USING btree ("company_id","provenance");--> statement-breakpoint
-- Every row is written again below (rollups_rebuild), with its lines' own provenance and conversion.
ALTER TABLE "emission_rollups" ADD COLUMN "provenance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_rollups" ADD COLUMN "conversion" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_rollups" DROP CONSTRAINT "emission_rollups_pk";
--> statement-breakpoint
ALTER TABLE "emission_rollups" ADD CONSTRAINT "emission_rollups_pk" PRIMARY KEY("company_id","grain","period","emission_source_id","emission_factor_id","source_id","type_id","by_emission_source","headquarter_id","client_id","provider_id","project_id","gas_emission_id","factor_id","share","avoided","provenance","conversion");
--> statement-breakpoint
ALTER TABLE "emission_rollup_deltas" ADD COLUMN "provenance" bigint;
--> statement-breakpoint
ALTER TABLE "emission_rollup_deltas" ADD COLUMN "conversion" double precision;
--> statement-breakpoint
ALTER TYPE "emission_rollup_delta" ADD ATTRIBUTE provenance bigint, ADD ATTRIBUTE conversion double precision;
--> statement-breakpoint
-- A line's provenance: what it applied besides its gas value, factor, share and conversion, hashed
-- (64 bits: a company whose lines applied 10,000 provenances has one chance in 10^11 of two meeting).
CREATE FUNCTION emission_line_provenance(l activity_emissions) RETURNS bigint AS $$
  SELECT hash_record_extended(ROW(l.gas_name, l.gas_formula, l.value, l.value_unit_id, l.value_unit,
    l.gwp, l.gwp_report, l.uncertainty, l.value_uncertainty, l.activity_uncertainty, l.fountain,
    l.reference), 0)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
DROP FUNCTION emission_rollup_delta_of(emission_activities, integer, integer, integer, double precision,
  boolean, double precision, double precision, integer);
--> statement-breakpoint
-- An activity's key in a roll-up, with a line of it: the delta the line adds (sign 1) or takes away (-1).
CREATE FUNCTION emission_rollup_delta_of(a emission_activities, l activity_emissions, sign integer)
RETURNS emission_rollup_delta AS $$
  SELECT ROW(a.company_id, a.date, a.by_emission_source, coalesce(a.emission_source_id, 0),
    a.emission_factor_id, a.source_id, a.type_id, coalesce(a.headquarter_id, 0),
    coalesce(a.client_id, 0), coalesce(a.provider_id, 0), coalesce(a.project_id, 0),
    l.gas_emission_id, l.gas_id, l.factor_id, l.share, l.avoided, sign,
    sign * l.co2e_kg::numeric, sign * (l.co2e_kg * l.uncertainty)::numeric,
    emission_line_provenance(l), l.conversion)::emission_rollup_delta
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION emission_rollups_of(deltas emission_rollup_delta[]) RETURNS SETOF emission_rollups AS $$
  SELECT d.company_id, g.grain, CASE g.grain WHEN 'd' THEN d.day ELSE date_trunc(CASE g.grain WHEN 'm' THEN 'month' ELSE 'year' END, d.day)::date END,
    d.by_emission_source, d.emission_source_id, d.emission_factor_id, d.source_id, d.type_id,
    d.headquarter_id, d.client_id, d.provider_id, d.project_id, d.gas_emission_id, min(d.gas_id),
    d.factor_id, d.share, d.avoided, sum(d.lines)::integer, sum(d.co2e_kg), sum(d.weighted),
    d.provenance, d.conversion
  FROM unnest(deltas) d CROSS JOIN (VALUES ('d'), ('m'), ('y')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 21, 22
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION emission_rollups_stage(deltas emission_rollup_delta[]) RETURNS void AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO emission_rollup_deltas (company_id, grain, period, by_emission_source, emission_source_id,
    emission_factor_id, source_id, type_id, headquarter_id, client_id, provider_id, project_id,
    gas_emission_id, gas_id, factor_id, share, avoided, lines, co2e_kg, weighted, provenance, conversion)
  SELECT company_id, grain, period, by_emission_source, emission_source_id, emission_factor_id,
    source_id, type_id, headquarter_id, client_id, provider_id, project_id, gas_emission_id, gas_id,
    factor_id, share, avoided, lines, co2e_kg, weighted, provenance, conversion
  FROM emission_rollups_of(deltas);
  PERFORM rollups_request_commit();
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- At commit, both roll-ups in one order (activities, then lines), each key in key order; what a
-- transaction took away and put back unchanged (a recalculation that changed nothing) touches no row.
CREATE OR REPLACE FUNCTION rollups_commit() RETURNS trigger AS $$
BEGIN
  IF current_setting('huella.rollups_staged', true) IS DISTINCT FROM 'on' THEN RETURN NULL; END IF;
  PERFORM set_config('huella.rollups_staged', 'off', true);
  DELETE FROM rollup_commits WHERE staged_by = pg_backend_pid();
  WITH staged AS (DELETE FROM activity_rollup_deltas WHERE staged_by = pg_backend_pid() RETURNING *)
  INSERT INTO activity_rollups AS r
  SELECT company_id, grain, period, by_emission_source, emission_source_id, emission_factor_id,
    source_id, type_id, headquarter_id, client_id, provider_id, project_id, unit_measurement_id,
    flagged, sum(activities), sum(consumption), sum(consumption_squares)
  FROM staged f
  WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = f.company_id)
  GROUP BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, unit_measurement_id, flagged
  HAVING sum(activities) <> 0 OR sum(consumption) <> 0 OR sum(consumption_squares) <> 0
  ORDER BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, unit_measurement_id, flagged
  ON CONFLICT ON CONSTRAINT activity_rollups_pk DO UPDATE SET
    activities = r.activities + excluded.activities,
    consumption = r.consumption + excluded.consumption,
    consumption_squares = r.consumption_squares + excluded.consumption_squares;
  DELETE FROM activity_rollups WHERE activities = 0;
  WITH staged AS (DELETE FROM emission_rollup_deltas WHERE staged_by = pg_backend_pid() RETURNING *)
  INSERT INTO emission_rollups AS r (company_id, grain, period, by_emission_source, emission_source_id,
    emission_factor_id, source_id, type_id, headquarter_id, client_id, provider_id, project_id,
    gas_emission_id, gas_id, factor_id, share, avoided, lines, co2e_kg, weighted, provenance, conversion)
  SELECT company_id, grain, period, by_emission_source, emission_source_id, emission_factor_id,
    source_id, type_id, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
    min(gas_id), factor_id, share, avoided, sum(lines), sum(co2e_kg), sum(weighted), provenance,
    conversion
  FROM staged f
  WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = f.company_id)
  GROUP BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
    factor_id, share, avoided, provenance, conversion
  HAVING sum(lines) <> 0 OR sum(co2e_kg) <> 0 OR sum(weighted) <> 0
  ORDER BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
    factor_id, share, avoided, provenance, conversion
  ON CONFLICT ON CONSTRAINT emission_rollups_pk DO UPDATE SET
    lines = r.lines + excluded.lines,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    weighted = r.weighted + excluded.weighted;
  DELETE FROM emission_rollups WHERE lines = 0;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION emission_rollups_lines_written() RETURNS trigger AS $$
BEGIN
  -- Lines removed: their activity names the rows they leave. When the activity went too (only a
  -- company's deletion takes both: elsewhere its lines must go first), so do those rows.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM emission_rollups_stage(ARRAY(
      SELECT emission_rollup_delta_of(a, l, -1)
      FROM old_lines l JOIN emission_activities a ON a.company_id = l.company_id AND a.id = l.activity_id));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM emission_rollups_stage(ARRAY(
      SELECT emission_rollup_delta_of(a, l, 1)
      FROM new_lines l JOIN emission_activities a ON a.company_id = l.company_id AND a.id = l.activity_id));
    -- What the new lines applied, once per provenance the company's lines had not applied yet (a
    -- provenance two transactions add at once is kept twice: no writer waits on another here).
    INSERT INTO emission_line_provenances (company_id, provenance, gas_name, gas_formula, value,
      value_unit_id, value_unit, gwp, gwp_report, uncertainty, value_uncertainty,
      activity_uncertainty, fountain, reference)
    SELECT DISTINCT ON (l.company_id, l.provenance) l.company_id, l.provenance, l.gas_name,
      l.gas_formula, l.value, l.value_unit_id, l.value_unit, l.gwp, l.gwp_report, l.uncertainty,
      l.value_uncertainty, l.activity_uncertainty, l.fountain, l.reference
    FROM (SELECT n.*, emission_line_provenance(n) AS provenance FROM new_lines n) l
    WHERE NOT EXISTS (
      SELECT 1 FROM emission_line_provenances p
      WHERE p.company_id = l.company_id AND p.provenance = l.provenance)
    ORDER BY l.company_id, l.provenance;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION emission_rollups_activities_written() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM activity_rollups_stage(ARRAY(SELECT activity_rollup_delta_of(a, 1) FROM new_activities a));
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM activity_rollups_stage(ARRAY(SELECT activity_rollup_delta_of(a, -1) FROM old_activities a));
    RETURN NULL;
  END IF;
  -- An update: what changed its key, unit, flag or consumption moves from the old rows to the new.
  PERFORM activity_rollups_stage(ARRAY(
    SELECT activity_rollup_delta_of(o, -1) FROM old_activities o JOIN new_activities n ON n.id = o.id
    WHERE activity_rollup_delta_of(o, 1) IS DISTINCT FROM activity_rollup_delta_of(n, 1)
    UNION ALL
    SELECT activity_rollup_delta_of(n, 1) FROM old_activities o JOIN new_activities n ON n.id = o.id
    WHERE activity_rollup_delta_of(o, 1) IS DISTINCT FROM activity_rollup_delta_of(n, 1)));
  PERFORM emission_rollups_stage(ARRAY(
    SELECT d FROM old_activities o JOIN new_activities n ON n.id = o.id
    JOIN activity_emissions l ON l.company_id = n.company_id AND l.activity_id = n.id
    CROSS JOIN LATERAL (VALUES (emission_rollup_delta_of(o, l, -1)), (emission_rollup_delta_of(n, l, 1))) v(d)
    WHERE (o.date, o.by_emission_source, o.emission_source_id, o.emission_factor_id, o.source_id,
           o.type_id, o.headquarter_id, o.client_id, o.provider_id, o.project_id)
      IS DISTINCT FROM (n.date, n.by_emission_source, n.emission_source_id, n.emission_factor_id,
           n.source_id, n.type_id, n.headquarter_id, n.client_id, n.provider_id, n.project_id)));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION emission_rollups_fresh(company integer, year date) RETURNS SETOF emission_rollups AS $$
  SELECT * FROM emission_rollups_of(ARRAY(
    SELECT emission_rollup_delta_of(a, l, 1)
    FROM emission_activities a
    JOIN activity_emissions l ON l.company_id = a.company_id AND l.activity_id = a.id
    WHERE a.company_id = company AND a.date >= year AND a.date < (year + interval '1 year')::date))
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Reconciliation: a provenance is part of a roll-up row's key (a row of another provenance is
-- another row); every provenance of the year's lines must be known.
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
  ORDER BY 1, 2, 3, 4
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollups_rebuild(company integer, year date) RETURNS void AS $$
BEGIN
  LOCK TABLE activity_rollups, emission_rollups IN EXCLUSIVE MODE;
  DELETE FROM activity_rollups r
  WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date;
  INSERT INTO activity_rollups SELECT * FROM activity_rollups_fresh(company, year);
  DELETE FROM emission_rollups r
  WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date;
  INSERT INTO emission_rollups SELECT * FROM emission_rollups_fresh(company, year);
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
--> statement-breakpoint
-- What was stored before: every year written again with its lines' provenances, a company's year at a time.
SELECT rollups_rebuild(y.company_id, y.year) FROM rollup_years() y;
--> statement-breakpoint
ALTER TABLE "emission_rollups" ALTER COLUMN "provenance" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "emission_rollups" ALTER COLUMN "conversion" DROP DEFAULT;

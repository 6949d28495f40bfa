CREATE TABLE "activity_rollups" (
	"company_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"by_emission_source" boolean NOT NULL,
	"emission_source_id" integer NOT NULL,
	"emission_factor_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"headquarter_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"unit_measurement_id" integer NOT NULL,
	"flagged" boolean NOT NULL,
	"activities" integer NOT NULL,
	"consumption" numeric NOT NULL,
	"consumption_squares" numeric NOT NULL,
	CONSTRAINT "activity_rollups_pk" PRIMARY KEY("company_id","grain","period","emission_source_id","emission_factor_id","source_id","type_id","by_emission_source","headquarter_id","client_id","provider_id","project_id","unit_measurement_id","flagged"),
	CONSTRAINT "activity_rollups_grain" CHECK ("activity_rollups"."grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
CREATE TABLE "emission_rollups" (
	"company_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"by_emission_source" boolean NOT NULL,
	"emission_source_id" integer NOT NULL,
	"emission_factor_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"headquarter_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"gas_emission_id" integer NOT NULL,
	"gas_id" integer NOT NULL,
	"factor_id" integer NOT NULL,
	"share" double precision NOT NULL,
	"avoided" boolean NOT NULL,
	"lines" integer NOT NULL,
	"co2e_kg" numeric NOT NULL,
	"weighted" numeric NOT NULL,
	CONSTRAINT "emission_rollups_pk" PRIMARY KEY("company_id","grain","period","emission_source_id","emission_factor_id","source_id","type_id","by_emission_source","headquarter_id","client_id","provider_id","project_id","gas_emission_id","factor_id","share","avoided"),
	CONSTRAINT "emission_rollups_grain" CHECK ("emission_rollups"."grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
ALTER TABLE "activity_emissions" DROP CONSTRAINT "activity_emissions_activity_fk";
--> statement-breakpoint
ALTER TABLE "activity_rollups" ADD CONSTRAINT "activity_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_rollups" ADD CONSTRAINT "emission_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_rollups_period_idx" ON "activity_rollups" USING btree ("company_id","grain","period");--> statement-breakpoint
CREATE INDEX "emission_rollups_period_idx" ON "emission_rollups" USING btree ("company_id","grain","period");--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD CONSTRAINT "activity_emissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD CONSTRAINT "activity_emissions_activity_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."emission_activities"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The roll-ups are kept by triggers, in the transaction that writes the lines and activities,
-- whatever statement writes them. Each statement's trigger gathers what it changed as deltas (one
-- per line or activity: +1 written, -1 removed), summed by day, month and year into a staging
-- table; when the transaction commits, one statement adds them all to the roll-ups, in key order. Taking the
-- roll-up rows' locks only then, all at once and in one order, two writers of one company never
-- wait on each other in a circle, whatever else they lock before. A row that sums nothing any more
-- is removed; nothing is added to a company being deleted.
CREATE TYPE "emission_rollup_delta" AS (
  company_id integer, day date, by_emission_source boolean, emission_source_id integer,
  emission_factor_id integer, source_id integer, type_id integer, headquarter_id integer,
  client_id integer, provider_id integer, project_id integer, gas_emission_id integer,
  gas_id integer, factor_id integer, share double precision, avoided boolean, lines integer,
  co2e_kg numeric, weighted numeric
);
--> statement-breakpoint
CREATE TYPE "activity_rollup_delta" AS (
  company_id integer, day date, by_emission_source boolean, emission_source_id integer,
  emission_factor_id integer, source_id integer, type_id integer, headquarter_id integer,
  client_id integer, provider_id integer, project_id integer, unit_measurement_id integer,
  flagged boolean, activities integer, consumption numeric, consumption_squares numeric
);
--> statement-breakpoint
-- A dashboard reads a few thousand rows of a roll-up through its key: a parallel scan of the whole
-- table, which the planner may price lower once a filter on sources is added, costs several times more.
ALTER TABLE "emission_rollups" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "activity_rollups" SET (parallel_workers = 0);
--> statement-breakpoint
CREATE INDEX "emission_rollups_empty_idx" ON "emission_rollups" ("lines") WHERE "lines" = 0;
--> statement-breakpoint
CREATE INDEX "activity_rollups_empty_idx" ON "activity_rollups" ("activities") WHERE "activities" = 0;
--> statement-breakpoint
-- The roll-up rows a set of deltas makes, at every grain (what is added, or, from every line of a
-- period, what the roll-up should hold: reconciliation compares the two).
CREATE FUNCTION emission_rollups_of(deltas emission_rollup_delta[]) RETURNS SETOF emission_rollups AS $$
  SELECT d.company_id, g.grain, CASE g.grain WHEN 'd' THEN d.day ELSE date_trunc(CASE g.grain WHEN 'm' THEN 'month' ELSE 'year' END, d.day)::date END,
    d.by_emission_source, d.emission_source_id, d.emission_factor_id, d.source_id, d.type_id,
    d.headquarter_id, d.client_id, d.provider_id, d.project_id, d.gas_emission_id, min(d.gas_id),
    d.factor_id, d.share, d.avoided, sum(d.lines)::integer, sum(d.co2e_kg), sum(d.weighted)
  FROM unnest(deltas) d CROSS JOIN (VALUES ('d'), ('m'), ('y')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION activity_rollups_of(deltas activity_rollup_delta[]) RETURNS SETOF activity_rollups AS $$
  SELECT d.company_id, g.grain, CASE g.grain WHEN 'd' THEN d.day ELSE date_trunc(CASE g.grain WHEN 'm' THEN 'month' ELSE 'year' END, d.day)::date END,
    d.by_emission_source, d.emission_source_id, d.emission_factor_id, d.source_id, d.type_id,
    d.headquarter_id, d.client_id, d.provider_id, d.project_id, d.unit_measurement_id, d.flagged,
    sum(d.activities)::integer, sum(d.consumption), sum(d.consumption_squares)
  FROM unnest(deltas) d CROSS JOIN (VALUES ('d'), ('m'), ('y')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- What a transaction has still to add to the roll-ups: rows of roll-up shape, never committed.
CREATE UNLOGGED TABLE "emission_rollup_deltas" (LIKE "emission_rollups");
--> statement-breakpoint
CREATE UNLOGGED TABLE "activity_rollup_deltas" (LIKE "activity_rollups");
--> statement-breakpoint
CREATE FUNCTION emission_rollups_stage(deltas emission_rollup_delta[]) RETURNS void AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO emission_rollup_deltas SELECT * FROM emission_rollups_of(deltas);
  PERFORM set_config('huella.rollups_staged', 'on', true);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION activity_rollups_stage(deltas activity_rollup_delta[]) RETURNS void AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO activity_rollup_deltas SELECT * FROM activity_rollups_of(deltas);
  PERFORM set_config('huella.rollups_staged', 'on', true);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- At commit (once per staged row: the first adds every row staged, the others find nothing to do),
-- both roll-ups in one order: activities, then lines.
CREATE FUNCTION rollups_commit() RETURNS trigger AS $$
BEGIN
  IF current_setting('huella.rollups_staged', true) IS DISTINCT FROM 'on' THEN RETURN NULL; END IF;
  PERFORM set_config('huella.rollups_staged', 'off', true);
  WITH staged AS (DELETE FROM activity_rollup_deltas RETURNING *)
  INSERT INTO activity_rollups AS r
  SELECT company_id, grain, period, by_emission_source, emission_source_id, emission_factor_id,
    source_id, type_id, headquarter_id, client_id, provider_id, project_id, unit_measurement_id,
    flagged, sum(activities), sum(consumption), sum(consumption_squares)
  FROM staged f
  WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = f.company_id)
  GROUP BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, unit_measurement_id, flagged
  ORDER BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, unit_measurement_id, flagged
  ON CONFLICT ON CONSTRAINT activity_rollups_pk DO UPDATE SET
    activities = r.activities + excluded.activities,
    consumption = r.consumption + excluded.consumption,
    consumption_squares = r.consumption_squares + excluded.consumption_squares;
  DELETE FROM activity_rollups WHERE activities = 0;
  WITH staged AS (DELETE FROM emission_rollup_deltas RETURNING *)
  INSERT INTO emission_rollups AS r
  SELECT company_id, grain, period, by_emission_source, emission_source_id, emission_factor_id,
    source_id, type_id, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
    min(gas_id), factor_id, share, avoided, sum(lines), sum(co2e_kg), sum(weighted)
  FROM staged f
  WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = f.company_id)
  GROUP BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
    factor_id, share, avoided
  ORDER BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
    factor_id, share, avoided
  ON CONFLICT ON CONSTRAINT emission_rollups_pk DO UPDATE SET
    lines = r.lines + excluded.lines,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    weighted = r.weighted + excluded.weighted;
  DELETE FROM emission_rollups WHERE lines = 0;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER emission_rollups_committed AFTER INSERT ON emission_rollup_deltas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups_commit();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER activity_rollups_committed AFTER INSERT ON activity_rollup_deltas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups_commit();
--> statement-breakpoint
-- An activity's key in a roll-up (what names the rows its lines and itself add to), and its lines' deltas.
CREATE FUNCTION emission_rollup_delta_of(a emission_activities, gas_emission_id integer, gas_id integer,
  factor_id integer, share double precision, avoided boolean, co2e_kg double precision,
  uncertainty double precision, sign integer)
RETURNS emission_rollup_delta AS $$
  SELECT ROW(a.company_id, a.date, a.by_emission_source, coalesce(a.emission_source_id, 0),
    a.emission_factor_id, a.source_id, a.type_id, coalesce(a.headquarter_id, 0),
    coalesce(a.client_id, 0), coalesce(a.provider_id, 0), coalesce(a.project_id, 0),
    gas_emission_id, gas_id, factor_id, share, avoided, sign,
    sign * co2e_kg::numeric, sign * (co2e_kg * uncertainty)::numeric)::emission_rollup_delta
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION activity_rollup_delta_of(a emission_activities, sign integer)
RETURNS activity_rollup_delta AS $$
  SELECT ROW(a.company_id, a.date, a.by_emission_source, coalesce(a.emission_source_id, 0),
    a.emission_factor_id, a.source_id, a.type_id, coalesce(a.headquarter_id, 0),
    coalesce(a.client_id, 0), coalesce(a.provider_id, 0), coalesce(a.project_id, 0),
    a.unit_measurement_id, a.flagged, sign, sign * a.consumption::numeric,
    sign * (a.consumption::numeric * a.consumption::numeric))::activity_rollup_delta
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION emission_rollups_lines_written() RETURNS trigger AS $$
BEGIN
  -- Lines removed: their activity names the rows they leave. When the activity went too (only a
  -- company's deletion takes both: elsewhere its lines must go first), so do those rows.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM emission_rollups_stage(ARRAY(
      SELECT emission_rollup_delta_of(a, l.gas_emission_id, l.gas_id, l.factor_id, l.share, l.avoided,
        l.co2e_kg, l.uncertainty, -1)
      FROM old_lines l JOIN emission_activities a ON a.company_id = l.company_id AND a.id = l.activity_id));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM emission_rollups_stage(ARRAY(
      SELECT emission_rollup_delta_of(a, l.gas_emission_id, l.gas_id, l.factor_id, l.share, l.avoided,
        l.co2e_kg, l.uncertainty, 1)
      FROM new_lines l JOIN emission_activities a ON a.company_id = l.company_id AND a.id = l.activity_id));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER emission_rollups_lines_inserted AFTER INSERT ON activity_emissions
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION emission_rollups_lines_written();
--> statement-breakpoint
CREATE TRIGGER emission_rollups_lines_updated AFTER UPDATE ON activity_emissions
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION emission_rollups_lines_written();
--> statement-breakpoint
CREATE TRIGGER emission_rollups_lines_deleted AFTER DELETE ON activity_emissions
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION emission_rollups_lines_written();
--> statement-breakpoint
CREATE FUNCTION emission_rollups_activities_written() RETURNS trigger AS $$
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
    CROSS JOIN LATERAL (VALUES (emission_rollup_delta_of(o, l.gas_emission_id, l.gas_id, l.factor_id, l.share,
      l.avoided, l.co2e_kg, l.uncertainty, -1)), 
      (emission_rollup_delta_of(n, l.gas_emission_id, l.gas_id, l.factor_id, l.share, l.avoided, l.co2e_kg,
        l.uncertainty, 1))) v(d)
    WHERE (o.date, o.by_emission_source, o.emission_source_id, o.emission_factor_id, o.source_id,
           o.type_id, o.headquarter_id, o.client_id, o.provider_id, o.project_id)
      IS DISTINCT FROM (n.date, n.by_emission_source, n.emission_source_id, n.emission_factor_id,
           n.source_id, n.type_id, n.headquarter_id, n.client_id, n.provider_id, n.project_id)));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER emission_rollups_activities_inserted AFTER INSERT ON emission_activities
  REFERENCING NEW TABLE AS new_activities FOR EACH STATEMENT EXECUTE FUNCTION emission_rollups_activities_written();
--> statement-breakpoint
CREATE TRIGGER emission_rollups_activities_updated AFTER UPDATE ON emission_activities
  REFERENCING OLD TABLE AS old_activities NEW TABLE AS new_activities FOR EACH STATEMENT EXECUTE FUNCTION emission_rollups_activities_written();
--> statement-breakpoint
CREATE TRIGGER emission_rollups_activities_deleted AFTER DELETE ON emission_activities
  REFERENCING OLD TABLE AS old_activities FOR EACH STATEMENT EXECUTE FUNCTION emission_rollups_activities_written();
--> statement-breakpoint
-- What the roll-ups of a company's year should hold, from its activities and lines as they are.
CREATE FUNCTION emission_rollups_fresh(company integer, year date) RETURNS SETOF emission_rollups AS $$
  SELECT * FROM emission_rollups_of(ARRAY(
    SELECT emission_rollup_delta_of(a, l.gas_emission_id, l.gas_id, l.factor_id, l.share, l.avoided,
      l.co2e_kg, l.uncertainty, 1)
    FROM emission_activities a
    JOIN activity_emissions l ON l.company_id = a.company_id AND l.activity_id = a.id
    WHERE a.company_id = company AND a.date >= year AND a.date < (year + interval '1 year')::date))
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE FUNCTION activity_rollups_fresh(company integer, year date) RETURNS SETOF activity_rollups AS $$
  SELECT * FROM activity_rollups_of(ARRAY(
    SELECT activity_rollup_delta_of(a, 1) FROM emission_activities a
    WHERE a.company_id = company AND a.date >= year AND a.date < (year + interval '1 year')::date))
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Reconciliation: every company's year with activities or roll-up rows; the roll-up rows of a
-- company's year that disagree with what its lines and activities make of it now (or are missing,
-- or sum nothing), with both sums; and the year written again, the roll-ups locked meanwhile
-- against every writer (none adds to rows between their reading and writing).
CREATE FUNCTION rollup_years() RETURNS TABLE (company_id integer, year date) AS $$
  SELECT a.company_id, date_trunc('year', a.date)::date FROM emission_activities a
  UNION SELECT r.company_id, r.period FROM emission_rollups r WHERE r.grain = 'y'
  UNION SELECT r.company_id, r.period FROM activity_rollups r WHERE r.grain = 'y'
  ORDER BY 1, 2
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE FUNCTION rollup_mismatches(company integer, year date) RETURNS TABLE (
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
      factor_id, share, avoided)
  WHERE s.lines IS DISTINCT FROM f.lines OR s.co2e_kg IS DISTINCT FROM f.co2e_kg
    OR s.weighted IS DISTINCT FROM f.weighted OR s.gas_id IS DISTINCT FROM f.gas_id
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
CREATE FUNCTION rollups_rebuild(company integer, year date) RETURNS void AS $$
BEGIN
  LOCK TABLE activity_rollups, emission_rollups IN EXCLUSIVE MODE;
  DELETE FROM activity_rollups r
  WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date;
  INSERT INTO activity_rollups SELECT * FROM activity_rollups_fresh(company, year);
  DELETE FROM emission_rollups r
  WHERE r.company_id = company AND r.period >= year AND r.period < (year + interval '1 year')::date;
  INSERT INTO emission_rollups SELECT * FROM emission_rollups_fresh(company, year);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What was stored before the roll-ups, added once, a company's year at a time.
SELECT rollups_rebuild(y.company_id, y.year) FROM rollup_years() y;

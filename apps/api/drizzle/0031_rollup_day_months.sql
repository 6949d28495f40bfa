CREATE TABLE "rollup_day_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "rollup_day_months_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "rollup_day_months" ADD CONSTRAINT "rollup_day_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The days of a month are kept in the roll-ups only once a reading needs them (DESIGN §4, §7): at
-- 1,000,000 activities the day rows were two thirds of what an import or a recalculation wrote
-- (a day row per stored line, where a month row sums thousands), and a reading needs the days of
-- a month only where its filter cuts the month and the cut holds activities. A write of a month
-- whose days are not kept adds its month and year rows; `rollup_days_keep` writes a month's days
-- from its lines and marks it kept, after which its days follow every write as the months do.
--
-- A write and a keeping of the same month never miss each other: every write takes its months'
-- lock shared, in the statement that stages its deltas, until it commits; keeping a month takes
-- its lock exclusive, so it waits for the writes under way and reads their lines once committed,
-- and a write that comes after it finds the month kept. The lock is the two-integer advisory lock
-- (company, months since year 0): that key space is apart from the one-key locks of the seed, the
-- demo and the migrations.
DELETE FROM "emission_source_rollups" WHERE "grain" = 'd';
--> statement-breakpoint
DELETE FROM "emission_rollups" WHERE "grain" = 'd';
--> statement-breakpoint
DELETE FROM "activity_rollups" WHERE "grain" = 'd';
--> statement-breakpoint
CREATE FUNCTION rollup_month_lock(day date) RETURNS integer AS $$
  SELECT (extract(year FROM day) * 12 + extract(month FROM day) - 1)::integer
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_rollups_of(deltas activity_rollup_delta[]) RETURNS SETOF activity_rollups AS $$
  SELECT d.company_id, g.grain, CASE g.grain WHEN 'd' THEN d.day ELSE date_trunc(CASE g.grain WHEN 'm' THEN 'month' ELSE 'year' END, d.day)::date END,
    d.by_emission_source, d.emission_source_id, d.emission_factor_id, d.source_id, d.type_id,
    d.headquarter_id, d.client_id, d.provider_id, d.project_id, d.unit_measurement_id, d.flagged,
    sum(d.activities)::integer, sum(d.consumption), sum(d.consumption_squares)
  FROM unnest(deltas) d CROSS JOIN (VALUES ('d'), ('m'), ('y')) g(grain)
  WHERE g.grain <> 'd'
    OR (d.company_id, date_trunc('month', d.day::timestamp)::date) IN (SELECT k.company_id, k.month FROM rollup_day_months k)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION emission_rollups_of(deltas emission_rollup_delta[]) RETURNS SETOF emission_rollups AS $$
  SELECT d.company_id, g.grain, CASE g.grain WHEN 'd' THEN d.day ELSE date_trunc(CASE g.grain WHEN 'm' THEN 'month' ELSE 'year' END, d.day)::date END,
    d.by_emission_source, d.emission_source_id, d.emission_factor_id, d.source_id, d.type_id,
    d.headquarter_id, d.client_id, d.provider_id, d.project_id, d.gas_emission_id, min(d.gas_id),
    d.factor_id, d.share, d.avoided, sum(d.lines)::integer, sum(d.co2e_kg), sum(d.weighted),
    d.provenance, d.conversion
  FROM unnest(deltas) d CROSS JOIN (VALUES ('d'), ('m'), ('y')) g(grain)
  WHERE g.grain <> 'd'
    OR (d.company_id, date_trunc('month', d.day::timestamp)::date) IN (SELECT k.company_id, k.month FROM rollup_day_months k)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 21, 22
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_rollups_stage(deltas activity_rollup_delta[]) RETURNS void AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock_shared(m.company_id, m.month)
  FROM (SELECT DISTINCT d.company_id, rollup_month_lock(d.day) AS month FROM unnest(deltas) d ORDER BY 1, 2) m;
  INSERT INTO activity_rollup_deltas SELECT * FROM activity_rollups_of(deltas);
  PERFORM rollups_request_commit();
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION emission_rollups_stage(deltas emission_rollup_delta[]) RETURNS void AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock_shared(m.company_id, m.month)
  FROM (SELECT DISTINCT d.company_id, rollup_month_lock(d.day) AS month FROM unnest(deltas) d ORDER BY 1, 2) m;
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
-- Keeps the days of the company's month (its first day) in the roll-ups, written from its stored
-- activities and lines; answers false when they were kept already. Run it in a transaction of its
-- own (read committed): it waits for the writes of the month under way and reads them committed.
CREATE FUNCTION rollup_days_keep(company integer, first_day date) RETURNS boolean AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(company, rollup_month_lock(first_day));
  IF EXISTS (SELECT 1 FROM rollup_day_months k WHERE k.company_id = company AND k.month = first_day) THEN
    RETURN false;
  END IF;
  INSERT INTO rollup_day_months (company_id, month) VALUES (company, first_day);
  INSERT INTO activity_rollups
  SELECT * FROM activity_rollups_of(ARRAY(
    SELECT activity_rollup_delta_of(a, 1) FROM emission_activities a
    WHERE a.company_id = company AND a.date >= first_day AND a.date < (first_day + interval '1 month')::date))
  WHERE grain = 'd';
  INSERT INTO emission_rollups
  SELECT * FROM emission_rollups_of(ARRAY(
    SELECT emission_rollup_delta_of(a, l, 1)
    FROM emission_activities a
    JOIN activity_emissions l ON l.company_id = a.company_id AND l.activity_id = a.id
    WHERE a.company_id = company AND a.date >= first_day AND a.date < (first_day + interval '1 month')::date))
  WHERE grain = 'd';
  INSERT INTO emission_source_rollups
  SELECT * FROM emission_source_rollups_fresh(company, date_trunc('year', first_day::timestamp)::date) r
  WHERE r.grain = 'd' AND r.period >= first_day AND r.period < (first_day + interval '1 month')::date;
  RETURN true;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The months of the company whose days a reading reads (`froms`..`tos`, both included, each within
-- one month), that are not kept and hold activities on those days: what the reading keeps first.
CREATE FUNCTION rollup_days_wanted(company integer, froms date[], tos date[]) RETURNS SETOF date AS $$
  SELECT DISTINCT date_trunc('month', c.day_from::timestamp)::date
  FROM unnest(froms, tos) c(day_from, day_to)
  WHERE NOT EXISTS (
      SELECT 1 FROM rollup_day_months k
      WHERE k.company_id = company AND k.month = date_trunc('month', c.day_from::timestamp)::date)
    AND EXISTS (
      SELECT 1 FROM emission_activities a
      WHERE a.company_id = company AND a.date BETWEEN c.day_from AND c.day_to)
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Every company's months from `first_day` on (it and the next) that hold activities and whose days
-- are not kept: what the job keeping the default period's first months keeps before a reading waits
-- for it.
CREATE FUNCTION rollup_days_ahead(first_day date) RETURNS TABLE(company_id integer, month date) AS $$
  SELECT c.id, w.month
  FROM companies c CROSS JOIN LATERAL rollup_days_wanted(c.id,
    ARRAY[first_day, (first_day + interval '1 month')::date],
    ARRAY[(first_day + interval '1 month - 1 day')::date, (first_day + interval '2 months - 1 day')::date]) w(month)
  ORDER BY 1, 2
$$ LANGUAGE sql STABLE;

-- A commit adds its deltas to roll-up rows that exist already far more often than it makes new
-- ones, and such an update changes only sums. With room left in each page and no index on a sum,
-- PostgreSQL keeps the new version on the row's page and writes none of the table's indexes again
-- (a heap-only update); the partial indexes on `lines = 0` and `activities = 0` made every update
-- rewrite the wide primary key. The commit now deletes the rows it brought to zero by their place,
-- instead of looking for every row at zero. Pages written from now on keep the room.
DROP INDEX "emission_rollups_empty_idx";
--> statement-breakpoint
DROP INDEX "activity_rollups_empty_idx";
--> statement-breakpoint
ALTER TABLE "emission_rollups" SET (fillfactor = 75);
--> statement-breakpoint
ALTER TABLE "activity_rollups" SET (fillfactor = 75);
--> statement-breakpoint
ALTER TABLE "emission_source_rollups" SET (fillfactor = 75);
--> statement-breakpoint
-- At commit, both roll-ups in one order (activities, then lines), each key in key order; what a
-- transaction took away and put back unchanged (a recalculation that changed nothing) touches no
-- row, and a row the commit brings to zero goes.
CREATE OR REPLACE FUNCTION rollups_commit() RETURNS trigger AS $$
DECLARE
  emptied tid[];
BEGIN
  IF current_setting('huella.rollups_staged', true) IS DISTINCT FROM 'on' THEN RETURN NULL; END IF;
  PERFORM set_config('huella.rollups_staged', 'off', true);
  DELETE FROM rollup_commits WHERE staged_by = pg_backend_pid();
  WITH staged AS (DELETE FROM activity_rollup_deltas WHERE staged_by = pg_backend_pid() RETURNING *),
  added AS (
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
      consumption_squares = r.consumption_squares + excluded.consumption_squares
    RETURNING r.ctid, r.activities)
  SELECT array_agg(ctid) FILTER (WHERE activities = 0) INTO emptied FROM added;
  IF emptied IS NOT NULL THEN
    DELETE FROM activity_rollups WHERE ctid = ANY (emptied) AND activities = 0;
  END IF;
  WITH staged AS (DELETE FROM emission_rollup_deltas WHERE staged_by = pg_backend_pid() RETURNING *),
  added AS (
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
      weighted = r.weighted + excluded.weighted
    RETURNING r.ctid, r.lines)
  SELECT array_agg(ctid) FILTER (WHERE lines = 0) INTO emptied FROM added;
  IF emptied IS NOT NULL THEN
    DELETE FROM emission_rollups WHERE ctid = ANY (emptied) AND lines = 0;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- The roll-ups are added at commit (0012) once per writing transaction, not once per staged row, and
-- a transaction reads back only the deltas it staged, through an index. Before, each staged row
-- queued its own deferred trigger (thousands per recalculated batch, all but the first finding
-- nothing to do), and the commit read the whole staging table, dead rows of every earlier
-- transaction included, until a vacuum came.
ALTER TABLE "emission_rollup_deltas" ADD COLUMN "staged_by" integer NOT NULL DEFAULT pg_backend_pid();
--> statement-breakpoint
ALTER TABLE "activity_rollup_deltas" ADD COLUMN "staged_by" integer NOT NULL DEFAULT pg_backend_pid();
--> statement-breakpoint
CREATE INDEX "emission_rollup_deltas_staged_by_idx" ON "emission_rollup_deltas" ("staged_by");
--> statement-breakpoint
CREATE INDEX "activity_rollup_deltas_staged_by_idx" ON "activity_rollup_deltas" ("staged_by");
--> statement-breakpoint
DROP TRIGGER "emission_rollups_committed" ON "emission_rollup_deltas";
--> statement-breakpoint
DROP TRIGGER "activity_rollups_committed" ON "activity_rollup_deltas";
--> statement-breakpoint
-- One row per writing transaction: its deferred trigger adds what the transaction staged.
CREATE UNLOGGED TABLE "rollup_commits" ("staged_by" integer NOT NULL DEFAULT pg_backend_pid());
--> statement-breakpoint
CREATE INDEX "rollup_commits_staged_by_idx" ON "rollup_commits" ("staged_by");
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rollups_committed" AFTER INSERT ON "rollup_commits"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups_commit();
--> statement-breakpoint
-- The first staging of a transaction asks for the commit's addition (a savepoint rolled back takes
-- both its deltas and, when it was the first, the request and the setting with it).
CREATE FUNCTION rollups_request_commit() RETURNS void AS $$
BEGIN
  IF current_setting('huella.rollups_staged', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO rollup_commits DEFAULT VALUES;
    PERFORM set_config('huella.rollups_staged', 'on', true);
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION emission_rollups_stage(deltas emission_rollup_delta[]) RETURNS void AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO emission_rollup_deltas SELECT * FROM emission_rollups_of(deltas);
  PERFORM rollups_request_commit();
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_rollups_stage(deltas activity_rollup_delta[]) RETURNS void AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN RETURN; END IF;
  INSERT INTO activity_rollup_deltas SELECT * FROM activity_rollups_of(deltas);
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
  INSERT INTO emission_rollups AS r
  SELECT company_id, grain, period, by_emission_source, emission_source_id, emission_factor_id,
    source_id, type_id, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
    min(gas_id), factor_id, share, avoided, sum(lines), sum(co2e_kg), sum(weighted)
  FROM staged f
  WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = f.company_id)
  GROUP BY company_id, grain, period, emission_source_id, emission_factor_id, source_id, type_id,
    by_emission_source, headquarter_id, client_id, provider_id, project_id, gas_emission_id,
    factor_id, share, avoided
  HAVING sum(lines) <> 0 OR sum(co2e_kg) <> 0 OR sum(weighted) <> 0
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

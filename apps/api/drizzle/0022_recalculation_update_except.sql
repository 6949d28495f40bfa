-- The check of 0021 as a set difference: the transition tables have no index, and joining them row
-- by row made a recalculated batch of 1,000 activities cost a million comparisons. Nothing changed
-- when every old row has a new row with the same id and the same keys.
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
  -- An update that changes nothing the roll-ups are keyed or summed by (a recalculation sets totals,
  -- uncertainty and flag reason; a document is attached) stages nothing: one comparison of columns
  -- per row, not each row's deltas built four times and compared.
  IF NOT EXISTS (
    SELECT o.id, o.company_id, o.date, o.by_emission_source, o.emission_source_id, o.emission_factor_id,
      o.source_id, o.type_id, o.headquarter_id, o.client_id, o.provider_id, o.project_id,
      o.unit_measurement_id, o.flagged, o.consumption
    FROM old_activities o
    EXCEPT
    SELECT n.id, n.company_id, n.date, n.by_emission_source, n.emission_source_id, n.emission_factor_id,
      n.source_id, n.type_id, n.headquarter_id, n.client_id, n.provider_id, n.project_id,
      n.unit_measurement_id, n.flagged, n.consumption
    FROM new_activities n
  ) THEN
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

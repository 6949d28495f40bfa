-- How many activities a company holds, for its plan's limit: the sum of its yearly activity
-- roll-ups, plus what this transaction has staged for them and not yet added at its commit. Exact
-- as a count(*) of its activities (reconciliation checks the roll-ups against them), and it reads a
-- few rows per year and inventory item instead of every activity: at 1,000,000 activities the
-- count took 0.3–2 s, on every save of an activity, every import and every company read.
CREATE FUNCTION company_activity_count(company integer) RETURNS bigint AS $$
  SELECT coalesce((SELECT sum(activities) FROM activity_rollups
      WHERE company_id = company AND grain = 'y'), 0)
    + coalesce((SELECT sum(activities) FROM activity_rollup_deltas
      WHERE staged_by = pg_backend_pid() AND company_id = company AND grain = 'y'), 0)
$$ LANGUAGE sql STABLE;

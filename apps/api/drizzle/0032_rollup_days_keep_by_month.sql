-- Keeping a month's days reads that month's lines alone. Joined to the month's activities, the
-- lines were read whole (a hash join over every stored line of the company: at 1,000,000
-- activities, 2.5 million lines read for a month's 61,500, 1.5 s of the 2.85 s a month of 29,000
-- activities took to keep, and ten times that at 10 M); the lines are now looked up by the month's
-- activity ids, through their key (1.1 s in all).
CREATE OR REPLACE FUNCTION rollup_days_keep(company integer, first_day date) RETURNS boolean AS $$
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
    WHERE a.company_id = company AND a.date >= first_day AND a.date < (first_day + interval '1 month')::date
      -- The month's ids as one array, whose length the planner does not guess: it looks each up.
      AND l.activity_id = ANY (ARRAY(
        SELECT m.id FROM emission_activities m
        WHERE m.company_id = company AND m.date >= first_day
          AND m.date < (first_day + interval '1 month')::date))))
  WHERE grain = 'd';
  INSERT INTO emission_source_rollups
  SELECT * FROM emission_source_rollups_fresh(company, date_trunc('year', first_day::timestamp)::date) r
  WHERE r.grain = 'd' AND r.period >= first_day AND r.period < (first_day + interval '1 month')::date;
  RETURN true;
END
$$ LANGUAGE plpgsql;

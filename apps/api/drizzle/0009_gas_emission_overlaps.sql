-- One value per factor, gas and day, whatever its unit: the calculation adds every value of a gas
-- valid on the activity's day, so two overlapping values (say CO2 per litre and CO2 per gallon over
-- the same year) count the gas twice. The API refuses a new overlap (422 on date_start naming the
-- value); this migration reports the overlaps stored before that rule, one warning per pair, which
-- the migration runner logs. It changes no value: which of two published values is right is for a
-- super-admin to decide (edit the validity or delete one in the factor's gas values), and stored
-- activities are re-computed when they do.
DO $$
DECLARE
  pair record;
  total integer := 0;
BEGIN
  FOR pair IN
    SELECT f.id AS factor_id, f.name AS factor_name, g.formula, g.name AS gas_name,
           a.id AS a_id, a.date_start AS a_start, a.date_end AS a_end,
           coalesce(ua.abbreviation, ua.name) AS a_unit,
           b.id AS b_id, b.date_start AS b_start, b.date_end AS b_end,
           coalesce(ub.abbreviation, ub.name) AS b_unit
    FROM gas_emissions a
    JOIN gas_emissions b
      ON b.factor_id = a.factor_id AND b.gas_id = a.gas_id AND b.id > a.id
     AND b.date_start <= a.date_end AND b.date_end >= a.date_start
    JOIN emission_factors f ON f.id = a.factor_id
    JOIN gases g ON g.id = a.gas_id
    JOIN unit_measurements ua ON ua.id = a.unit_measurement_id
    JOIN unit_measurements ub ON ub.id = b.unit_measurement_id
    ORDER BY a.factor_id, a.gas_id, a.id, b.id
  LOOP
    total := total + 1;
    RAISE WARNING 'gas values % and % of factor % (%) overlap for %: % to % per % and % to % per %',
      pair.a_id, pair.b_id, pair.factor_id, pair.factor_name, coalesce(pair.formula, pair.gas_name),
      pair.a_start, pair.a_end, pair.a_unit, pair.b_start, pair.b_end, pair.b_unit
      USING HINT = 'Activities of those days count the gas twice: keep one value per factor, gas and day.';
  END LOOP;
  IF total > 0 THEN
    RAISE WARNING '% overlapping pair(s) of gas values found; the API refuses new ones', total;
  END IF;
END
$$;

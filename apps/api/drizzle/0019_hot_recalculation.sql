-- A recalculation rewrites an activity's totals and the figures of its lines, never what they are
-- indexed by: with room left in each page, PostgreSQL keeps such an update on the row's page and
-- writes none of the table's indexes again (a heap-only update). Pages written from now on keep it.
ALTER TABLE "emission_activities" SET (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE "activity_emissions" SET (fillfactor = 85);

-- Searching a list compares texts folded as the shared rule `foldForSearch` folds them (lower case,
-- no accents: packages/shared/src/lists.ts, whose letters these are; a test holds the two equal).
-- One function, so an index can hold a column folded and the lists' search use it.
CREATE FUNCTION search_fold(text) RETURNS text AS $$
  SELECT translate(lower($1), 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy')
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The activities' notes searched by any part (trigrams): a company's million activities are not
-- read row by row to find a word.
CREATE INDEX "emission_activities_description_search_idx" ON "emission_activities"
  USING gin (search_fold("description") gin_trgm_ops);

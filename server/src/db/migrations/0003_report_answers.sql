-- Reports read saved answers without parsing whole forms per row. Each form (a metric group) is reduced, when it is
-- written, to what a report's lookup by testName can see: its params' [testName, selectedValues] in their order, as
-- JSON text. Params without a text testName are left out (reports skip them), and so is an unanswered param whose
-- name no other param of the form could be confused with (a lookup finds it blank either way); a name outside ASCII
-- is never dropped and keeps every unanswered param of its form. Generated columns fill themselves for existing rows
-- here and stay current on every write, whoever writes.
CREATE FUNCTION report_answers(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_array(name, vals) ORDER BY i) FILTER (WHERE NOT droppable), '[]'::jsonb)
  FROM (
    SELECT i, name, vals,
      (jsonb_typeof(vals) IS DISTINCT FROM 'array' OR vals = '[]'::jsonb)
        AND loose IS NOT NULL AND count(*) OVER (PARTITION BY loose) = 1 AND NOT bool_or(loose IS NULL) OVER () AS droppable
    FROM (
      SELECT i, p -> 'testName' AS name, p -> 'selectedValues' AS vals,
        CASE WHEN p ->> 'testName' ~ '^[\x01-\x7f]*$' THEN
          translate(btrim(p ->> 'testName', E' \t\n\r\f' || chr(11)), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
        END AS loose
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(doc -> 'params') = 'array' THEN doc -> 'params' ELSE '[]'::jsonb END)
        WITH ORDINALITY AS e(p, i)
      WHERE jsonb_typeof(p -> 'testName') = 'string'
    ) params
  ) marked
$$;--> statement-breakpoint
-- A list of forms (the family pages' repeated groups): one list of answers per form, so positions are kept. It calls
-- report_answers by the search path it was created with: pg_restore empties the search path while it rebuilds the
-- generated columns, and an unqualified call would then not be found.
CREATE FUNCTION report_answer_groups(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path FROM CURRENT AS $$
  SELECT CASE WHEN jsonb_typeof(doc) = 'array' THEN
    (SELECT coalesce(jsonb_agg(report_answers(g) ORDER BY i), '[]'::jsonb) FROM jsonb_array_elements(doc) WITH ORDINALITY AS e(g, i))
  ELSE '[]'::jsonb END
$$;--> statement-breakpoint
ALTER TABLE "candidate_history"
  ADD COLUMN "eligibility_answers" text GENERATED ALWAYS AS (report_answers(eligibility_metrics)::text) STORED,
  ADD COLUMN "family_answers" text GENERATED ALWAYS AS (report_answer_groups(family_metrics)::text) STORED,
  ADD COLUMN "family_medical_answers" text GENERATED ALWAYS AS (report_answer_groups(family_medical_metrics)::text) STORED;--> statement-breakpoint
ALTER TABLE "candidate_test" ADD COLUMN "report_answers" text GENERATED ALWAYS AS (report_answers(test_result)::text) STORED;

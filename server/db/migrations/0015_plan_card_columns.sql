-- The plan list's card fields as columns PostgreSQL keeps in step with plan_data on every write of it
-- (whoever writes it), so listing twenty cards no longer decompresses twenty documents several times
-- over. One statement, so the table is rewritten once.
ALTER TABLE "date_plans"
  ADD COLUMN "card_duration" text GENERATED ALWAYS AS ("date_plans"."plan_data" ->> 'total_estimated_date_duration') STORED,
  ADD COLUMN "card_cost_range" text GENERATED ALWAYS AS ("date_plans"."plan_data" ->> 'total_estimated_cost_range') STORED,
  ADD COLUMN "card_image_url" text GENERATED ALWAYS AS (coalesce("date_plans"."plan_data" ->> 'cover_image_url', "date_plans"."plan_data" -> 'steps' -> 0 -> 'image_urls' ->> 0)) STORED;

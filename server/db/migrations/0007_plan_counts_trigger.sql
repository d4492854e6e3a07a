-- Keeps plan_counts in step with date_plans in the same transaction as every change.
CREATE OR REPLACE FUNCTION date_plans_keep_counts() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.user_id IS NOT NULL THEN
    UPDATE plan_counts
       SET total = total - 1,
           favorites = favorites - OLD.is_favorite::int,
           archived = archived - OLD.is_archived::int
     WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.user_id IS NOT NULL THEN
    INSERT INTO plan_counts (user_id, total, favorites, archived)
    VALUES (NEW.user_id, 1, NEW.is_favorite::int, NEW.is_archived::int)
    ON CONFLICT (user_id) DO UPDATE
      SET total = plan_counts.total + 1,
          favorites = plan_counts.favorites + EXCLUDED.favorites,
          archived = plan_counts.archived + EXCLUDED.archived;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER date_plans_keep_counts
AFTER INSERT OR DELETE OR UPDATE OF user_id, is_favorite, is_archived ON date_plans
FOR EACH ROW EXECUTE FUNCTION date_plans_keep_counts();
--> statement-breakpoint
INSERT INTO plan_counts (user_id, total, favorites, archived)
SELECT user_id, count(*), count(*) FILTER (WHERE is_favorite), count(*) FILTER (WHERE is_archived)
  FROM date_plans
 WHERE user_id IS NOT NULL
 GROUP BY user_id
ON CONFLICT (user_id) DO NOTHING;

DROP INDEX "date_plans_owner_archived_idx";--> statement-breakpoint
DROP INDEX "date_plans_owner_favorite_idx";--> statement-breakpoint
CREATE INDEX "date_plans_owner_recent_idx" ON "date_plans" USING btree ("user_id","generated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "date_plans_owner_archived_idx" ON "date_plans" USING btree ("user_id","is_archived","generated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "date_plans_owner_favorite_idx" ON "date_plans" USING btree ("user_id","is_favorite","generated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
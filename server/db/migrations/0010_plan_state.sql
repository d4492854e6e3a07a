ALTER TABLE "date_plans" ADD COLUMN "plan_state" jsonb;--> statement-breakpoint
ALTER TABLE "date_plans" ADD COLUMN "variant" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "date_plans" ADD COLUMN "scheduled_for" date;
CREATE TABLE "daily_free_generations" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "daily_free_generations_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
CREATE TABLE "date_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"guest_email" text,
	"query" text NOT NULL,
	"user_preferences" jsonb NOT NULL,
	"title" text NOT NULL,
	"theme_description" text,
	"plan_data" jsonb,
	"status" text NOT NULL,
	"error" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"allowance_source" text NOT NULL,
	"allowance_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_plans_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
CREATE TABLE "generation_usage" (
	"user_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "generation_usage_user_id_period_start_pk" PRIMARY KEY("user_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "plan_progress_events" (
	"plan_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_progress_events_plan_id_seq_pk" PRIMARY KEY("plan_id","seq")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"date_generation_limit" integer NOT NULL,
	"features" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_plans" ADD CONSTRAINT "date_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD CONSTRAINT "generation_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_progress_events" ADD CONSTRAINT "plan_progress_events_plan_id_date_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."date_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_plans_owner_archived_idx" ON "date_plans" USING btree ("user_id","is_archived","generated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "date_plans_owner_favorite_idx" ON "date_plans" USING btree ("user_id","is_favorite","generated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "date_plans_guest_idx" ON "date_plans" USING btree ("guest_email") WHERE "date_plans"."user_id" is null;--> statement-breakpoint
CREATE INDEX "date_plans_queue_idx" ON "date_plans" USING btree ("status","created_at") WHERE "date_plans"."status" in ('pending', 'generating', 'in_progress');
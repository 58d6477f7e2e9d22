CREATE TABLE "deleted_fasting_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"fasting_type" text NOT NULL,
	"target_hours" smallint NOT NULL,
	"duration_hours" numeric(8, 2),
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_fasting_sessions" ADD CONSTRAINT "deleted_fasting_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_fasting_sessions_user_idx" ON "deleted_fasting_sessions" USING btree ("user_id","deleted_at");
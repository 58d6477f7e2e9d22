DROP INDEX "reports_once_idx";--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_idx" ON "reports" USING btree ("user_id","target_type","target_id") WHERE "reports"."resolved_at" is null;
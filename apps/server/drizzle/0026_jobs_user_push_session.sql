-- A push subscription belongs to the sign-in that saved it, and goes with it: a browser signed out
-- gets none of the user's pushes again. Subscriptions saved before this know no session; they are
-- dropped, and the app saves its browser's subscription again at its next start with reminders on.
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
-- A job names the account it is for, so deleting the account deletes its pending jobs. The
-- reminder jobs already waiting carry the user's id in their payload.
ALTER TABLE "jobs" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_user_idx" ON "jobs" USING btree ("user_id");--> statement-breakpoint
UPDATE "jobs" SET "user_id" = "payload"->>'userId' WHERE "payload" ? 'userId' AND EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "jobs"."payload"->>'userId');--> statement-breakpoint
DELETE FROM "jobs" WHERE "payload" ? 'userId' AND "user_id" IS NULL;

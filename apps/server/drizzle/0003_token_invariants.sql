DROP TABLE "used_tokens" CASCADE;--> statement-breakpoint
-- Invariants kept by the database, whatever code path changes the row:
-- a new password (change, reset, or a sign-up replacing a pending one) voids every outstanding
-- password-reset link of that user.
CREATE FUNCTION "void_reset_links_on_password_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "verifications" WHERE "value" = NEW."user_id" AND "identifier" LIKE 'reset-password:%';
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_password_changed" AFTER UPDATE OF "password" ON "accounts"
  FOR EACH ROW WHEN (OLD."password" IS DISTINCT FROM NEW."password")
  EXECUTE FUNCTION "void_reset_links_on_password_change"();
--> statement-breakpoint
-- Once an address is confirmed, every other confirmation link for it is spent, and the pending
-- sign-up it belonged to is over.
CREATE FUNCTION "spend_confirmation_links_on_verify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "email_verifications" SET "used_at" = now() WHERE "user_id" = NEW."id" AND "used_at" IS NULL;
  DELETE FROM "pending_signups" WHERE "user_id" = NEW."id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_email_verified" AFTER UPDATE OF "email_verified" ON "users"
  FOR EACH ROW WHEN (NEW."email_verified" AND NOT OLD."email_verified")
  EXECUTE FUNCTION "spend_confirmation_links_on_verify"();

CREATE TABLE "recipe_favorites" (
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_favorites_user_id_slug_pk" PRIMARY KEY("user_id","slug")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"free" boolean NOT NULL,
	"published_on" date NOT NULL,
	"content" jsonb NOT NULL,
	"nutrition" jsonb NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "progress_photos_user_idx";--> statement-breakpoint
ALTER TABLE "recipe_favorites" ADD CONSTRAINT "recipe_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_favorites" ADD CONSTRAINT "recipe_favorites_slug_recipes_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."recipes"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_photos_user_taken_idx" ON "progress_photos" USING btree ("user_id","taken_on");
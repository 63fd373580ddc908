ALTER TABLE "posts" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderated_at" timestamp with time zone;
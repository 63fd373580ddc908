CREATE TABLE "contributor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bio" text NOT NULL,
	"samples" jsonb NOT NULL,
	"disclosure" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributor_applications" ADD CONSTRAINT "contributor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_applications" ADD CONSTRAINT "contributor_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_applications_one_pending" ON "contributor_applications" USING btree ("user_id") WHERE "contributor_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "contributor_applications_user_idx" ON "contributor_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contributor_applications_state_idx" ON "contributor_applications" USING btree ("state","created_at");
CREATE TABLE "identity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"required_action" text,
	"due_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_account_applications" ADD COLUMN "required_action" text;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_live_account_applications_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."live_account_applications"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_checks_due_idx" ON "identity_checks" USING btree ("due_at") WHERE "identity_checks"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "identity_checks_user_idx" ON "identity_checks" USING btree ("user_id");
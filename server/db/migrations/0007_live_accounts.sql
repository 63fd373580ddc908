CREATE TABLE "live_account_applications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_flow" text NOT NULL,
	"review_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_account_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"document_flow" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_account_review_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_account_steps" (
	"user_id" uuid NOT NULL,
	"step" text NOT NULL,
	"payload_encrypted" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_account_steps_user_id_step_pk" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
ALTER TABLE "live_account_applications" ADD CONSTRAINT "live_account_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_account_documents" ADD CONSTRAINT "live_account_documents_user_id_live_account_applications_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."live_account_applications"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_account_review_events" ADD CONSTRAINT "live_account_review_events_user_id_live_account_applications_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."live_account_applications"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_account_steps" ADD CONSTRAINT "live_account_steps_user_id_live_account_applications_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."live_account_applications"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_account_documents_user_idx" ON "live_account_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_account_review_events_user_idx" ON "live_account_review_events" USING btree ("user_id");
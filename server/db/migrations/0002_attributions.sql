CREATE TABLE "attributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_hash" text NOT NULL,
	"landing_path" text NOT NULL,
	"params" jsonb NOT NULL,
	"query_hash" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attributions_visit_key" ON "attributions" USING btree ("visitor_hash","query_hash");--> statement-breakpoint
CREATE INDEX "attributions_visitor_idx" ON "attributions" USING btree ("visitor_hash");
CREATE TABLE "viewpoint_subscriptions" (
	"subscriber_id" uuid NOT NULL,
	"contributor_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "viewpoint_subscriptions_subscriber_id_contributor_id_pk" PRIMARY KEY("subscriber_id","contributor_id")
);
--> statement-breakpoint
CREATE TABLE "viewpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contributor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"subscriber_only" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_profiles" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "viewpoint_subscriptions" ADD CONSTRAINT "viewpoint_subscriptions_subscriber_id_users_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewpoint_subscriptions" ADD CONSTRAINT "viewpoint_subscriptions_contributor_id_users_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewpoints" ADD CONSTRAINT "viewpoints_contributor_id_users_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewpoint_subscriptions_contributor_idx" ON "viewpoint_subscriptions" USING btree ("contributor_id");--> statement-breakpoint
CREATE INDEX "viewpoints_contributor_idx" ON "viewpoints" USING btree ("contributor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_profiles_handle_key" ON "community_profiles" USING btree ("handle");
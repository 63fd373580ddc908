CREATE TABLE "route_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "route_rate_limits_resets_idx" ON "route_rate_limits" USING btree ("resets_at");
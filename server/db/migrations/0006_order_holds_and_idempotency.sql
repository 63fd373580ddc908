CREATE TABLE "idempotent_requests" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_user_id_scope_idempotency_key_pk" PRIMARY KEY("user_id","scope","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_quantity_e5" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "average_fill_price_e4" bigint;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_held_quantity_nonnegative" CHECK ("orders"."held_quantity_e5" >= 0);
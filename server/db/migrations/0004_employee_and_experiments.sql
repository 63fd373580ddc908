CREATE TABLE "user_experiment_groups" (
	"user_id" uuid NOT NULL,
	"experiment" text NOT NULL,
	"test_group" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_experiment_groups_user_id_experiment_pk" PRIMARY KEY("user_id","experiment")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_employee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_experiment_groups" ADD CONSTRAINT "user_experiment_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
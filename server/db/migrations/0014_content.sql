CREATE TABLE "content_documents" (
	"dir" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer,
	"published_on" text,
	"published" boolean NOT NULL,
	"document" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_documents_dir_slug_pk" PRIMARY KEY("dir","slug")
);

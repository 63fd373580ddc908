ALTER TABLE "posts" DROP CONSTRAINT "posts_kind_fields";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "mentions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_parent_idx" ON "posts" USING btree ("parent_id","id") WHERE "posts"."parent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_kind_fields" CHECK (("posts"."kind" = 'thought' AND "posts"."pro_or_con" IS NOT NULL AND "posts"."body" IS NOT NULL AND "posts"."parent_id" IS NULL)
        OR ("posts"."kind" = 'idea' AND "posts"."idea_type" IS NOT NULL AND "posts"."posted_price_e4" IS NOT NULL AND "posts"."parent_id" IS NULL)
        OR ("posts"."kind" = 'reply' AND "posts"."parent_id" IS NOT NULL AND "posts"."body" IS NOT NULL));--> statement-breakpoint
-- Every community profile gets a handle (what `@handle` names): the name as a slug, like the
-- featured contributors' handles, with -2, -3… when taken (services/community/handles.ts makes
-- them the same way for new profiles).
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n int;
BEGIN
  FOR r IN
    SELECT cp.user_id, u.name FROM community_profiles cp JOIN users u ON u.id = cp.user_id
    WHERE cp.handle IS NULL ORDER BY cp.created_at, cp.user_id
  LOOP
    base := left(trim(both '-' from regexp_replace(lower(r.name), '[^a-z0-9]+', '-', 'g')), 24);
    base := trim(both '-' from base);
    IF base = '' THEN base := 'member'; END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM community_profiles WHERE handle = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE community_profiles SET handle = candidate WHERE user_id = r.user_id;
  END LOOP;
END $$;

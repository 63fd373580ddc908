-- A security's pros and cons that everyone may see, counted as they change
-- (schema/community.ts securitySideCounts). "Shown" is services/community/privacy.ts
-- visibleIdeaOrThought for a reader who is not the author: a post with a side, not a reply, not
-- hidden, whose author shares that kind of post; an author with no privacy row shares both
-- (DEFAULT_PRIVACY: show_ideas and show_thoughts true).
CREATE TABLE "security_side_counts" (
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"shown" integer NOT NULL,
	CONSTRAINT "security_side_counts_symbol_side_pk" PRIMARY KEY("symbol","side")
);
--> statement-breakpoint
CREATE FUNCTION post_side_shown(p posts) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p.symbol IS NOT NULL AND p.pro_or_con IS NOT NULL AND p.parent_id IS NULL
    AND p.hidden_at IS NULL AND CASE p.kind
      WHEN 'idea' THEN coalesce((SELECT show_ideas FROM privacy_settings s WHERE s.user_id = p.user_id), true)
      WHEN 'thought' THEN coalesce((SELECT show_thoughts FROM privacy_settings s WHERE s.user_id = p.user_id), true)
      ELSE false END
$$;
--> statement-breakpoint
CREATE FUNCTION security_sides_follow_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND post_side_shown(OLD) THEN
    UPDATE security_side_counts SET shown = shown - 1
      WHERE symbol = OLD.symbol AND side = OLD.pro_or_con;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND post_side_shown(NEW) THEN
    INSERT INTO security_side_counts (symbol, side, shown) VALUES (NEW.symbol, NEW.pro_or_con, 1)
      ON CONFLICT (symbol, side) DO UPDATE SET shown = security_side_counts.shown + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_security_sides
  AFTER INSERT OR DELETE OR UPDATE OF symbol, pro_or_con, parent_id, hidden_at, kind, user_id ON posts
  FOR EACH ROW EXECUTE FUNCTION security_sides_follow_post();
--> statement-breakpoint
-- An author who stops (or starts) sharing ideas or thoughts takes their posts out of (or into) the
-- counts. Rows in key order, so two such changes lock them in the same order.
CREATE FUNCTION security_sides_follow_privacy() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_ideas boolean := true;
  was_thoughts boolean := true;
  now_ideas boolean := true;
  now_thoughts boolean := true;
  author uuid;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    was_ideas := OLD.show_ideas; was_thoughts := OLD.show_thoughts; author := OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    now_ideas := NEW.show_ideas; now_thoughts := NEW.show_thoughts; author := NEW.user_id;
  END IF;
  IF was_ideas = now_ideas AND was_thoughts = now_thoughts THEN
    RETURN NULL;
  END IF;
  INSERT INTO security_side_counts (symbol, side, shown)
    SELECT symbol, pro_or_con,
      sum((CASE kind WHEN 'idea' THEN now_ideas::int ELSE now_thoughts::int END)
        - (CASE kind WHEN 'idea' THEN was_ideas::int ELSE was_thoughts::int END))
    FROM posts
    WHERE user_id = author AND symbol IS NOT NULL AND pro_or_con IS NOT NULL
      AND parent_id IS NULL AND hidden_at IS NULL AND kind IN ('idea', 'thought')
    GROUP BY symbol, pro_or_con ORDER BY symbol, pro_or_con
  ON CONFLICT (symbol, side) DO UPDATE SET shown = security_side_counts.shown + EXCLUDED.shown;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER privacy_security_sides AFTER INSERT OR UPDATE OR DELETE ON privacy_settings
  FOR EACH ROW EXECUTE FUNCTION security_sides_follow_privacy();
--> statement-breakpoint
INSERT INTO security_side_counts (symbol, side, shown)
  SELECT p.symbol, p.pro_or_con, count(*) FROM posts p
  WHERE post_side_shown(p) GROUP BY p.symbol, p.pro_or_con;

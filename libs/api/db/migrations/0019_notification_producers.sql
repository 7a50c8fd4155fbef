-- Notification producers and the email digest setting (issue #14, 1§7; ADR 0015).
--
-- Producers are triggers, so the feature libs that write comments, likes and follows stay unaware
-- of notifications (libs/api/feature-notifications reads the rows):
--   COMMENT  a comment or reply on your listing, unless you wrote it or you already get its REPLY;
--   REPLY    a reply to your comment, unless you wrote it;
--   LIKE     a like of your listing, unless your own; group_key 'LIKE:listing:<id>';
--   FOLLOW   a new follower; group_key 'FOLLOW:user:<recipient id>'.
-- A like or follow repeated (unlike and like again) while its notification is still unread adds
-- nothing. The tenant is the listing's (comments, likes) or the recipient's (follows).

CREATE FUNCTION notify_comment() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  listing record;
  parent_author uuid;
BEGIN
  SELECT l.tenant_id, l.user_id, l.title INTO listing FROM listings l WHERE l.id = NEW.listing_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF NEW.parent_id IS NOT NULL THEN
    SELECT c.user_id INTO parent_author FROM comments c WHERE c.id = NEW.parent_id;
    IF parent_author IS NOT NULL AND parent_author IS DISTINCT FROM NEW.user_id THEN
      INSERT INTO notifications
        (tenant_id, user_id, type, actor_id, listing_id, comment_id, data, group_key)
      VALUES (listing.tenant_id, parent_author, 'REPLY', NEW.user_id, NEW.listing_id, NEW.id,
        jsonb_build_object('listingTitle', listing.title, 'parentId', NEW.parent_id),
        'REPLY:comment:' || NEW.parent_id);
    END IF;
  END IF;
  IF listing.user_id IS DISTINCT FROM NEW.user_id
     AND listing.user_id IS DISTINCT FROM parent_author THEN
    INSERT INTO notifications
      (tenant_id, user_id, type, actor_id, listing_id, comment_id, data, group_key)
    VALUES (listing.tenant_id, listing.user_id, 'COMMENT', NEW.user_id, NEW.listing_id, NEW.id,
      jsonb_build_object('listingTitle', listing.title), 'COMMENT:listing:' || NEW.listing_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER notify_comment AFTER INSERT ON comments
  FOR EACH ROW EXECUTE FUNCTION notify_comment();

CREATE FUNCTION notify_listing_like() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  listing record;
  key text := 'LIKE:listing:' || NEW.listing_id;
BEGIN
  SELECT l.tenant_id, l.user_id, l.title INTO listing FROM listings l WHERE l.id = NEW.listing_id;
  IF NOT FOUND OR listing.user_id = NEW.user_id THEN
    RETURN NULL;
  END IF;
  IF EXISTS (
    SELECT 1 FROM notifications n
    WHERE n.user_id = listing.user_id AND n.read_at IS NULL
      AND n.group_key = key AND n.actor_id = NEW.user_id
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (tenant_id, user_id, type, actor_id, listing_id, data, group_key)
  VALUES (listing.tenant_id, listing.user_id, 'LIKE', NEW.user_id, NEW.listing_id,
    jsonb_build_object('listingTitle', listing.title), key);
  RETURN NULL;
END
$$;
CREATE TRIGGER notify_listing_like AFTER INSERT ON listing_likes
  FOR EACH ROW EXECUTE FUNCTION notify_listing_like();

CREATE FUNCTION notify_user_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  key text := 'FOLLOW:user:' || NEW.followee_id;
BEGIN
  IF EXISTS (
    SELECT 1 FROM notifications n
    WHERE n.user_id = NEW.followee_id AND n.read_at IS NULL
      AND n.group_key = key AND n.actor_id = NEW.follower_id
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (tenant_id, user_id, type, actor_id, group_key)
  SELECT u.tenant_id, u.id, 'FOLLOW', NEW.follower_id, key FROM users u WHERE u.id = NEW.followee_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER notify_user_follow AFTER INSERT ON user_follows
  FOR EACH ROW EXECUTE FUNCTION notify_user_follow();

-- The daily email digest of unread notifications, for users who opt in (off by default), and
-- when the last one was sent (each digest holds only what came after it).
ALTER TABLE users
  ADD COLUMN notification_digest boolean NOT NULL DEFAULT false,
  ADD COLUMN notification_digest_sent_at timestamptz;

-- One row per day whose digest job was queued: the first process to insert the day sends it.
CREATE TABLE notification_digest_runs (
  day date PRIMARY KEY,
  queued_at timestamptz NOT NULL DEFAULT now()
);

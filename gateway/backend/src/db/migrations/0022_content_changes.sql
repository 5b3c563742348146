-- Each backend keeps the directory in memory (content/content-index.ts). Every change to an item, its badges or
-- its counters is announced on the content_changes channel with the item's id at commit, so the other backends on
-- the same Postgres server read that item again (CONTENT_CHANNEL in content/index.ts). TG_ARGV[0] names the item's column.
CREATE FUNCTION announce_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify('content_changes', changed ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE TRIGGER content_items_change AFTER INSERT OR UPDATE OR DELETE ON content_items
  FOR EACH ROW EXECUTE FUNCTION announce_content_change('id');
CREATE TRIGGER content_badges_change AFTER INSERT OR UPDATE OR DELETE ON content_badges
  FOR EACH ROW EXECUTE FUNCTION announce_content_change('item_id');
CREATE TRIGGER content_votes_change AFTER INSERT OR UPDATE OR DELETE ON content_votes
  FOR EACH ROW EXECUTE FUNCTION announce_content_change('item_id');
CREATE TRIGGER content_follows_change AFTER INSERT OR UPDATE OR DELETE ON content_follows
  FOR EACH ROW EXECUTE FUNCTION announce_content_change('item_id');
CREATE TRIGGER content_state_votes_change AFTER INSERT OR UPDATE OR DELETE ON content_state_votes
  FOR EACH ROW EXECUTE FUNCTION announce_content_change('item_id');
CREATE TRIGGER content_shares_change AFTER INSERT OR UPDATE OR DELETE ON content_shares
  FOR EACH ROW EXECUTE FUNCTION announce_content_change('item_id');

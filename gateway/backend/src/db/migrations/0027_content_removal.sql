-- The team takes content off the directory (src/content/removal): an unpublished item stays in content_items,
-- hidden from every public read until it is published again; a deleted one is gone with its votes, follows, state
-- votes, shares and badges (their foreign keys cascade), and a record of it stays for the team. Unpublishing
-- updates content_items, so the content_changes trigger of 0022 tells the other backends to read the item again.

ALTER TABLE content_items
  ADD COLUMN unpublished_at timestamptz,
  ADD COLUMN unpublished_by uuid REFERENCES accounts (id) ON DELETE SET NULL;

CREATE TABLE removed_content (
  -- the deleted item's id: one record per item
  id uuid PRIMARY KEY,
  content_type text NOT NULL,
  title text NOT NULL,
  slug text NOT NULL,
  removed_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  removed_at timestamptz NOT NULL DEFAULT now(),
  reason text,
  -- the content_items row as it was, with its badges and how many votes, follows, state votes and shares went with it
  snapshot jsonb NOT NULL
);
CREATE INDEX removed_content_removed_at_idx ON removed_content (removed_at DESC);
-- A deleted demo item is not seeded again at the next start.
CREATE INDEX removed_content_slug_idx ON removed_content (slug);

-- The Census Bureau's SAIPE file as the public-data refresh's second source (src/data-refresh/saipe-refresh.ts).
-- A switch keeps the rows it replaces here, in the same transaction that puts the new ones in saipe_poverty, so a
-- rollback can put them back.
CREATE TABLE saipe_poverty_previous (LIKE saipe_poverty INCLUDING ALL);

-- The SAIPE rows kept for a rollback: the refresh whose switch put them aside. No row: nothing to roll back to.
CREATE TABLE saipe_previous_snapshot (
  refresh_id integer PRIMARY KEY REFERENCES data_refreshes (id),
  switched_at timestamptz NOT NULL
);

-- The shipment view (about 20 kB of JSON, rewritten by every poll that changes it) is compressed
-- with lz4 instead of pglz: a third of the CPU PostgreSQL spent writing it on the first poll.
-- A server built without lz4 (PGlite among them) keeps pglz, the default.
DO $$
BEGIN
  ALTER TABLE "ocean_shipments" ALTER COLUMN "view" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;

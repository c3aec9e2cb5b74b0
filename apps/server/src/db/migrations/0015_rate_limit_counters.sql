-- UNLOGGED by hand (drizzle-kit does not model it): the call limit's counters need no WAL, one
-- upsert per API call, and losing them in a crash only reopens the current window.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL
);

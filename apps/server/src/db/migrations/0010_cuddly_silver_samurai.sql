-- Partitioned by month on "at" like vessel_positions (added by hand: drizzle-kit cannot express
-- partitioning); services/ais/position-partitions.ts creates and drops the months of both.
CREATE TABLE "vessel_track_overview" (
	"mmsi" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat_e6" integer NOT NULL,
	"lon_e6" integer NOT NULL,
	"sog" smallint,
	"cog" smallint,
	"heading" smallint,
	"nav_status" smallint,
	CONSTRAINT "vessel_track_overview_pk" PRIMARY KEY("mmsi","at")
) PARTITION BY RANGE ("at");

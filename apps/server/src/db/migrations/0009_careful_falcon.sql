-- vessel_positions is partitioned by month on "at" (drizzle-kit cannot express partitioning, so
-- this line was added by hand to the generated migration). Monthly partitions are created by the
-- AIS ingest before it writes into a month and dropped past the retention (services/ais).
CREATE TABLE "vessel_latest" (
	"mmsi" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat_e6" integer NOT NULL,
	"lon_e6" integer NOT NULL,
	"sog" smallint,
	"cog" smallint,
	"heading" smallint,
	"nav_status" smallint
);
--> statement-breakpoint
CREATE TABLE "vessel_positions" (
	"mmsi" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat_e6" integer NOT NULL,
	"lon_e6" integer NOT NULL,
	"sog" smallint,
	"cog" smallint,
	"heading" smallint,
	"nav_status" smallint,
	CONSTRAINT "vessel_positions_pk" PRIMARY KEY("mmsi","at")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "vessels" (
	"mmsi" integer PRIMARY KEY NOT NULL,
	"imo" integer,
	"name" text,
	"callsign" text,
	"ship_type" smallint,
	"to_bow" smallint,
	"to_stern" smallint,
	"to_port" smallint,
	"to_starboard" smallint,
	"draught" real,
	"destination" text,
	"eta" timestamp with time zone,
	"flag" text,
	"ais_class" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vessel_latest_at_idx" ON "vessel_latest" USING btree ("at");--> statement-breakpoint
CREATE INDEX "vessels_imo_idx" ON "vessels" USING btree ("imo");
CREATE TABLE "ais_stations" (
	"mmsi" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat_e6" integer NOT NULL,
	"lon_e6" integer NOT NULL,
	"epfd" smallint,
	"name" text,
	"aid_type" smallint,
	"to_bow" smallint,
	"to_stern" smallint,
	"to_port" smallint,
	"to_starboard" smallint,
	"virtual_aid" boolean,
	"off_position" boolean,
	"altitude" smallint,
	"sog" smallint,
	"cog" smallint
);
--> statement-breakpoint
CREATE INDEX "ais_stations_at_idx" ON "ais_stations" USING btree ("at");--> statement-breakpoint
CREATE INDEX "ais_stations_lat_lon_idx" ON "ais_stations" USING btree ("lat_e6","lon_e6");
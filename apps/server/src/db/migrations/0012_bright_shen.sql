CREATE TABLE "schedule_call_usage" (
	"owner_key" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "schedule_call_usage_pk" PRIMARY KEY("owner_key","day")
);
--> statement-breakpoint
CREATE TABLE "schedule_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voyage_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"transport_call_reference" text NOT NULL,
	"port_code" text NOT NULL,
	"port_key" text NOT NULL,
	"terminal_code" text,
	"status" text NOT NULL,
	"status_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"planned_arrival" timestamp with time zone,
	"planned_departure" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"estimated_departure" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	"actual_departure" timestamp with time zone,
	"arrival_at" timestamp with time zone,
	"departure_at" timestamp with time zone,
	"cut_offs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ais_arrival" timestamp with time zone,
	"ais_berth" timestamp with time zone,
	"ais_departure" timestamp with time zone,
	"ais_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_ingest_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"reason" text,
	"services" integer DEFAULT 0 NOT NULL,
	"voyages" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_search_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"subject" text NOT NULL,
	"pol_code" text NOT NULL,
	"pod_code" text NOT NULL,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"weeks_out" smallint NOT NULL,
	"is_transit" boolean,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_code" text NOT NULL,
	"service_code" text NOT NULL,
	"service_name" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_view_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"subject" text NOT NULL,
	"record_key" text NOT NULL,
	"record" jsonb NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_voyages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"vessel_imo" text NOT NULL,
	"vessel_name" text NOT NULL,
	"vessel_mmsi" text,
	"vessel_call_sign" text,
	"voyage_number" text NOT NULL,
	"universal_voyage_reference" text,
	"blank" boolean DEFAULT false NOT NULL,
	"first_planned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_calls" ADD CONSTRAINT "schedule_calls_voyage_id_schedule_voyages_id_fk" FOREIGN KEY ("voyage_id") REFERENCES "public"."schedule_voyages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_search_logs" ADD CONSTRAINT "schedule_search_logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_view_logs" ADD CONSTRAINT "schedule_view_logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_voyages" ADD CONSTRAINT "schedule_voyages_service_id_schedule_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."schedule_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_calls_key_idx" ON "schedule_calls" USING btree ("voyage_id","transport_call_reference");--> statement-breakpoint
CREATE INDEX "schedule_calls_voyage_seq_idx" ON "schedule_calls" USING btree ("voyage_id","seq");--> statement-breakpoint
CREATE INDEX "schedule_calls_port_departure_idx" ON "schedule_calls" USING btree ("port_key","departure_at") WHERE "schedule_calls"."status" in ('SCHEDULED', 'ADDED');--> statement-breakpoint
CREATE INDEX "schedule_calls_port_arrival_idx" ON "schedule_calls" USING btree ("port_key","arrival_at") WHERE "schedule_calls"."status" in ('SCHEDULED', 'ADDED');--> statement-breakpoint
CREATE INDEX "schedule_calls_planned_idx" ON "schedule_calls" USING btree ("planned_arrival");--> statement-breakpoint
CREATE INDEX "schedule_ingest_runs_recent_idx" ON "schedule_ingest_runs" USING btree ("source","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_search_logs_pair_idx" ON "schedule_search_logs" USING btree ("subject","pol_code","pod_code");--> statement-breakpoint
CREATE INDEX "schedule_search_logs_recent_idx" ON "schedule_search_logs" USING btree ("subject","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_services_code_idx" ON "schedule_services" USING btree ("carrier_code","service_code");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_view_logs_key_idx" ON "schedule_view_logs" USING btree ("subject","record_key");--> statement-breakpoint
CREATE INDEX "schedule_view_logs_recent_idx" ON "schedule_view_logs" USING btree ("subject","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_voyages_key_idx" ON "schedule_voyages" USING btree ("service_id","vessel_imo","voyage_number");--> statement-breakpoint
CREATE INDEX "schedule_voyages_vessel_name_idx" ON "schedule_voyages" USING btree (upper("vessel_name"));--> statement-breakpoint
CREATE INDEX "schedule_voyages_imo_idx" ON "schedule_voyages" USING btree ("vessel_imo");
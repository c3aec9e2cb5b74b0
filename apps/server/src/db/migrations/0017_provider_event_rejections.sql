CREATE TABLE "provider_event_rejections" (
	"carrier_code" text NOT NULL,
	"reason" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"sample_event_id" text,
	"sample_reference" text,
	"sample_detail" text NOT NULL,
	CONSTRAINT "provider_event_rejections_carrier_code_reason_hour_pk" PRIMARY KEY("carrier_code","reason","hour")
);
--> statement-breakpoint
CREATE INDEX "provider_event_rejections_hour_idx" ON "provider_event_rejections" USING btree ("hour");
CREATE TABLE "ocean_events" (
	"shipment_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"retracted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ocean_events_shipment_id_event_id_pk" PRIMARY KEY("shipment_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "ocean_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_code" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference" text NOT NULL,
	"bill_no" text,
	"container_no" text,
	"cursor" text,
	"view" jsonb,
	"view_built_at" timestamp with time zone,
	"status" text DEFAULT 'NODATA' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"next_refresh_at" timestamp with time zone,
	"refresh_interval_minutes" integer NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"last_error_kind" text,
	"last_error_message" text,
	"last_error_at" timestamp with time zone,
	"consecutive_errors" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocean_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"port_code" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocean_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"guest_id" uuid,
	"owner_user_id" uuid,
	"uuid_of_user" text,
	"shipment_id" uuid NOT NULL,
	"bill_number" text DEFAULT '' NOT NULL,
	"container_number" text DEFAULT '' NOT NULL,
	"carrier_code" text NOT NULL,
	"is_export" boolean DEFAULT false NOT NULL,
	"terminal_code" text,
	"vessel_param" text,
	"voyage_param" text,
	"remark" text DEFAULT '' NOT NULL,
	"status" text,
	"display_status" text DEFAULT 'NODATA' NOT NULL,
	"pol_code" text,
	"pod_code" text,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"atd" timestamp with time zone,
	"ata" timestamp with time zone,
	"warning_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"update_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ocean_events" ADD CONSTRAINT "ocean_events_shipment_id_ocean_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."ocean_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_reminders" ADD CONSTRAINT "ocean_reminders_shipment_id_ocean_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."ocean_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_subscriptions" ADD CONSTRAINT "ocean_subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_subscriptions" ADD CONSTRAINT "ocean_subscriptions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_subscriptions" ADD CONSTRAINT "ocean_subscriptions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_subscriptions" ADD CONSTRAINT "ocean_subscriptions_shipment_id_ocean_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."ocean_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ocean_shipments_reference_idx" ON "ocean_shipments" USING btree ("carrier_code","reference_type","reference");--> statement-breakpoint
CREATE INDEX "ocean_shipments_due_idx" ON "ocean_shipments" USING btree ("carrier_code","next_refresh_at") WHERE "ocean_shipments"."next_refresh_at" is not null;--> statement-breakpoint
CREATE INDEX "ocean_reminders_shipment_idx" ON "ocean_reminders" USING btree ("shipment_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ocean_subscriptions_org_number_idx" ON "ocean_subscriptions" USING btree ("organization_id","bill_number","container_number") WHERE "ocean_subscriptions"."deleted_at" is null and "ocean_subscriptions"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ocean_subscriptions_guest_number_idx" ON "ocean_subscriptions" USING btree ("guest_id","bill_number","container_number") WHERE "ocean_subscriptions"."deleted_at" is null and "ocean_subscriptions"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_org_created_idx" ON "ocean_subscriptions" USING btree ("organization_id","created_at" DESC NULLS LAST,"id") WHERE "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_owner_created_idx" ON "ocean_subscriptions" USING btree ("organization_id","owner_user_id","created_at" DESC NULLS LAST) WHERE "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_org_status_idx" ON "ocean_subscriptions" USING btree ("organization_id","display_status","created_at" DESC NULLS LAST) WHERE "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_org_eta_idx" ON "ocean_subscriptions" USING btree ("organization_id","eta","id") WHERE "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_org_bill_idx" ON "ocean_subscriptions" USING btree ("organization_id","bill_number" text_pattern_ops) WHERE "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_org_container_idx" ON "ocean_subscriptions" USING btree ("organization_id","container_number" text_pattern_ops) WHERE "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_warnings_idx" ON "ocean_subscriptions" USING gin ("warning_codes");--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_guest_idx" ON "ocean_subscriptions" USING btree ("guest_id") WHERE "ocean_subscriptions"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_shipment_idx" ON "ocean_subscriptions" USING btree ("shipment_id");
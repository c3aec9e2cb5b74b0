CREATE TABLE "notice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notice_deliveries_target_key" UNIQUE("notice_id","channel","target")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"shipment" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"events" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"enabled" boolean NOT NULL,
	"events" text[] NOT NULL,
	"threshold_hours" real NOT NULL,
	"scope" jsonb NOT NULL,
	"email_enabled" boolean NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_windows" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notified_values" (
	"user_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event" text NOT NULL,
	"port_code" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "notified_values_user_id_shipment_id_event_port_code_pk" PRIMARY KEY("user_id","shipment_id","event","port_code")
);
--> statement-breakpoint
ALTER TABLE "ocean_reminders" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- Changes recorded before notifications existed are history: nothing is sent for them.
UPDATE "ocean_reminders" SET "notified_at" = "recorded_at";--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_subscription_id_ocean_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."ocean_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_shipment_id_ocean_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."ocean_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_windows" ADD CONSTRAINT "notification_windows_shipment_id_ocean_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."ocean_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_values" ADD CONSTRAINT "notified_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_values" ADD CONSTRAINT "notified_values_shipment_id_ocean_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."ocean_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_deliveries_user_created_idx" ON "notice_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_user_created_idx" ON "notices" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_user_unread_idx" ON "notices" USING btree ("user_id") WHERE "notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_reminders_pending_idx" ON "ocean_reminders" USING btree ("shipment_id") WHERE "ocean_reminders"."notified_at" is null;
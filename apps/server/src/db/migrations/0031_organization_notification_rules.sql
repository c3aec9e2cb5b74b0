CREATE TABLE "organization_notification_rules" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"events" text[] NOT NULL,
	"threshold_hours" real NOT NULL,
	"scope" jsonb NOT NULL,
	"email_enabled" boolean NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"msgapp_enabled" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_notification_rules" ADD CONSTRAINT "organization_notification_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_notification_rules" ADD CONSTRAINT "organization_notification_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "share_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"from_user_id" uuid,
	"to_organization_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "share_invitations" ADD CONSTRAINT "share_invitations_subscription_id_ocean_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."ocean_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invitations" ADD CONSTRAINT "share_invitations_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invitations" ADD CONSTRAINT "share_invitations_to_organization_id_organizations_id_fk" FOREIGN KEY ("to_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invitations" ADD CONSTRAINT "share_invitations_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_invitations_pending_uq" ON "share_invitations" USING btree ("subscription_id","to_user_id") WHERE "share_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "share_invitations_recipient_idx" ON "share_invitations" USING btree ("to_user_id","status","created_at" DESC NULLS LAST);
CREATE TABLE "ocean_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"provider_subscription_id" text,
	"secrets" text[] NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_secret_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_notification_at" timestamp with time zone,
	"notifications" integer DEFAULT 0 NOT NULL,
	"last_rejection_reason" text,
	"last_rejection_at" timestamp with time zone,
	"rejections" integer DEFAULT 0 NOT NULL,
	"last_error_message" text
);
--> statement-breakpoint
ALTER TABLE "ocean_push_subscriptions" ADD CONSTRAINT "ocean_push_subscriptions_shipment_id_ocean_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."ocean_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ocean_push_subscriptions_shipment_idx" ON "ocean_push_subscriptions" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "ocean_push_subscriptions_rotated_idx" ON "ocean_push_subscriptions" USING btree ("secret_rotated_at");--> statement-breakpoint
CREATE INDEX "ocean_push_subscriptions_pending_idx" ON "ocean_push_subscriptions" USING btree ("created_at") WHERE provider_subscription_id is null;
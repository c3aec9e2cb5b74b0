CREATE TABLE "periodic_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ocean_shipments" ADD COLUMN "stale_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notice_deliveries_created_idx" ON "notice_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ocean_shipments_silence_idx" ON "ocean_shipments" USING btree (coalesce("last_refreshed_at", "created_at")) WHERE "ocean_shipments"."completed" = false and "ocean_shipments"."stale_since" is null;--> statement-breakpoint
CREATE INDEX "ocean_shipments_stale_idx" ON "ocean_shipments" USING btree ("stale_since") WHERE "ocean_shipments"."stale_since" is not null;--> statement-breakpoint
CREATE INDEX "ocean_reminders_handled_recorded_idx" ON "ocean_reminders" USING btree ("recorded_at") WHERE "ocean_reminders"."notified_at" is not null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_departure_due_idx" ON "ocean_subscriptions" USING btree ("etd") WHERE "ocean_subscriptions"."atd" is null and "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_arrival_due_idx" ON "ocean_subscriptions" USING btree ("eta") WHERE "ocean_subscriptions"."ata" is null and "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_messages_created_idx" ON "webhook_messages" USING btree ("created_at");
CREATE TABLE "terminal_watches" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"port_code" text NOT NULL,
	"last_free_day" timestamp with time zone,
	"due_told_for" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminal_watches" ADD CONSTRAINT "terminal_watches_shipment_id_ocean_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."ocean_shipments"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "ocean_reminders" ADD COLUMN "place_role" text;--> statement-breakpoint
ALTER TABLE "ocean_reminders" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "ocean_reminders" ADD COLUMN "source" text;--> statement-breakpoint
-- Rows before it were ETD/ATD at the load port and ETA/ATA at the discharge port.
UPDATE "ocean_reminders" SET "place_role" = CASE WHEN "type" IN ('ETD_CHANGE', 'ATD_CHANGE') THEN 'POL' ELSE 'POD' END;

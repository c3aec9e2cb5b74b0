ALTER TABLE "export_jobs" ADD COLUMN "format" text DEFAULT 'xlsx' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "template_fields" jsonb;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "row_mode" text DEFAULT 'shipment' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "progress_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "progress_total" integer;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "notify_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;
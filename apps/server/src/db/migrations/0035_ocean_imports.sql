CREATE TABLE "ocean_import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"carrier" text NOT NULL,
	"remark" text NOT NULL,
	"client" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"result" text,
	"result_message" text DEFAULT '' NOT NULL,
	"subscription_id" uuid,
	CONSTRAINT "ocean_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "ocean_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"total" integer NOT NULL,
	"to_import" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ocean_import_rows" ADD CONSTRAINT "ocean_import_rows_import_id_ocean_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ocean_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_imports" ADD CONSTRAINT "ocean_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_imports" ADD CONSTRAINT "ocean_imports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ocean_imports_owner_created_idx" ON "ocean_imports" USING btree ("owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ocean_imports_expires_idx" ON "ocean_imports" USING btree ("expires_at");
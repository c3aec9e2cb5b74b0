CREATE TABLE "sailed_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"business_number" text NOT NULL,
	"pol_code" text DEFAULT '' NOT NULL,
	"pod_code" text DEFAULT '' NOT NULL,
	"coordinates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sailed_routes_org_business_uq" UNIQUE("organization_id","business_number")
);
--> statement-breakpoint
ALTER TABLE "sailed_routes" ADD CONSTRAINT "sailed_routes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
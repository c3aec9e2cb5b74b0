CREATE TABLE "sign_in_known_ips" (
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_known_ips_account_ip_pk" PRIMARY KEY("account","ip")
);
--> statement-breakpoint
CREATE INDEX "sign_in_known_ips_last_idx" ON "sign_in_known_ips" USING btree ("last_sign_in_at");
DROP INDEX "ocean_subscriptions_org_created_idx";--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_org_update_idx" ON "ocean_subscriptions" USING btree ("organization_id","update_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ocean_subscriptions_org_created_idx" ON "ocean_subscriptions" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ocean_subscriptions"."deleted_at" is null;--> statement-breakpoint
-- Added by hand (drizzle-kit does not model triggers): every statement that changes ocean
-- subscriptions names the organisations (or guests) whose lists it changed, once each, so every
-- process can drop its cached list counts of exactly those (services/ocean/list-count-cache.ts).
CREATE FUNCTION "notify_ocean_subscriptions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('ocean_subscriptions_changed', s.scope)
		FROM (SELECT DISTINCT coalesce(organization_id::text, 'guest:' || guest_id::text) AS scope FROM old_rows) s
		WHERE s.scope IS NOT NULL;
	ELSE
		PERFORM pg_notify('ocean_subscriptions_changed', s.scope)
		FROM (SELECT DISTINCT coalesce(organization_id::text, 'guest:' || guest_id::text) AS scope FROM new_rows) s
		WHERE s.scope IS NOT NULL;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ocean_subscriptions_changed_insert" AFTER INSERT ON "ocean_subscriptions"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_ocean_subscriptions_changed"();--> statement-breakpoint
CREATE TRIGGER "ocean_subscriptions_changed_update" AFTER UPDATE ON "ocean_subscriptions"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_ocean_subscriptions_changed"();--> statement-breakpoint
CREATE TRIGGER "ocean_subscriptions_changed_delete" AFTER DELETE ON "ocean_subscriptions"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_ocean_subscriptions_changed"();

-- Written by hand (drizzle-kit does not model triggers). Every statement that changes or removes
-- rows a token check reads (its session, user, organisation, permission group or API key) sends
-- one notice on 'auth_changed', so every process drops its cached session checks
-- (services/auth/session-cache.ts). Inserts need none: a new row cannot make a cached check
-- stale, and failed checks are never cached. TRUNCATE is covered too (tests empty tables).
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_truncated" AFTER TRUNCATE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "organizations_auth_changed" AFTER UPDATE OR DELETE ON "organizations"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "organizations_auth_truncated" AFTER TRUNCATE ON "organizations"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "permission_groups_auth_changed" AFTER UPDATE OR DELETE ON "permission_groups"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "permission_groups_auth_truncated" AFTER TRUNCATE ON "permission_groups"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "api_keys_auth_changed" AFTER UPDATE OR DELETE ON "api_keys"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "api_keys_auth_truncated" AFTER TRUNCATE ON "api_keys"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();

-- Written by hand (drizzle-kit does not model triggers). Migration 0013 sent 'auth_changed' on
-- every UPDATE of the tables a token check reads, so an API key's sign-in (which stamps the key's
-- last_used_at) or a profile edit dropped every process's cached checks, and the next call of
-- every caller paid the session statement again. Updates now notify only when they set a column
-- the check reads (services/auth/authenticate-token.ts); deletes and TRUNCATE still always do,
-- and sessions keep notifying on any update (the check reads nearly all of a session).
DROP TRIGGER "users_auth_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "id", "organization_id", "role", "status", "permission_group_id" ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_deleted" AFTER DELETE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
DROP TRIGGER "organizations_auth_changed" ON "organizations";--> statement-breakpoint
CREATE TRIGGER "organizations_auth_changed" AFTER UPDATE OF "id", "edition", "plan_valid_until" ON "organizations"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "organizations_auth_deleted" AFTER DELETE ON "organizations"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
DROP TRIGGER "permission_groups_auth_changed" ON "permission_groups";--> statement-breakpoint
CREATE TRIGGER "permission_groups_auth_changed" AFTER UPDATE OF "id", "permissions", "data_scope" ON "permission_groups"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "permission_groups_auth_deleted" AFTER DELETE ON "permission_groups"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
DROP TRIGGER "api_keys_auth_changed" ON "api_keys";--> statement-breakpoint
CREATE TRIGGER "api_keys_auth_changed" AFTER UPDATE OF "id", "revoked_at" ON "api_keys"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "api_keys_auth_deleted" AFTER DELETE ON "api_keys"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();

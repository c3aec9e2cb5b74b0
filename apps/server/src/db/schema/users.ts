import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { departments, permissionGroups } from './departments.js';
import { organizations } from './organizations.js';

/** A member of an organisation (main account or sub-account). Guests live in `guests`. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The public user id (`uuidOfUser`), kept apart from the key so it can be shown and shared.
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    username: text('username').notNull(),
    // Normalised (lower-case e-mail, 11-digit mobile) so sign-in matches whatever the user types.
    email: text('email'),
    mobilePhone: text('mobile_phone'),
    passwordHash: text('password_hash').notNull(),
    companyName: text('company_name').notNull().default(''),
    position: text('position').notNull().default(''),
    headimgurl: text('headimgurl').notNull().default(''),
    // How times are shown on every page and export (TIME_DISPLAYS): the port's clock by default.
    timeDisplay: text('time_display', { enum: ['port', 'utc8', 'utc'] })
      .notNull()
      .default('port'),
    role: text('role', { enum: ['main', 'sub'] }).notNull(),
    // pending: joined by invitation, waiting for approval (may sign in, may do almost nothing).
    status: text('status', { enum: ['active', 'pending', 'disabled'] })
      .notNull()
      .default('active'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    // No group: no permissions and data scope 'related' (the main account ignores it).
    permissionGroupId: uuid('permission_group_id').references(() => permissionGroups.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique whatever their case (sign-in is case-insensitive on them).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_mobile_phone_idx').on(t.mobilePhone),
    index('users_organization_idx').on(t.organizationId),
  ],
);

/** A visitor identity, created per guest sign-in; its id is the guest's `uuidOfUser`. */
export const guests = pgTable('guests', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts of outside identity providers (messaging app) bound to a user: union-id sign-in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    unionId: text('union_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The messaging account's display name when it was bound (shown in the bound-accounts list).
    nickname: text('nickname').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.unionId] }), index('user_identities_user_idx').on(t.userId)],
);

// drizzle 0.45's pg-core has no bytea column; PGlite returns Uint8Array, node-postgres a Buffer.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Profile pictures, in the database so every API replica serves them without shared disks. */
export const avatars = pgTable('avatars', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

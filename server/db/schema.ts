import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GenerationStatus, PlanData, ProgressEvent } from '@contract/date-plans';
import type { FeedbackStatus, FeedbackType } from '@contract/feedback';
import type { PlanState } from '../date-planner/plan-state';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  // Stored lowercased so the unique index makes e-mail unique case-insensitively.
  email: text('email').notNull().unique(),
  // A new address the member asked for; it replaces `email` only once its link is followed.
  pendingEmail: text('pending_email'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash'),
  profileImage: text('profile_image'),
  isVerified: boolean('is_verified').notNull().default(false),
  authProvider: text('auth_provider', { enum: ['email', 'google'] })
    .notNull()
    .default('email'),
  // The identity provider's stable subject, once the account has signed in with Google.
  googleSubject: text('google_subject').unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a SHA-256 of the token is kept, so a database leak does not hand out sessions.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_user_idx').on(table.userId)],
);

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_hits_window_idx').on(table.windowStart),
  ],
);

export const subscriptionPlans = pgTable('subscription_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
  dateGenerationLimit: integer('date_generation_limit').notNull(),
  features: jsonb('features').$type<Record<string, string | number | boolean>>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

export const datePlans = pgTable(
  'date_plans',
  {
    id: uuid('id').primaryKey(),
    // Null for a guest's plan until the guest signs up with the same e-mail.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    query: text('query').notNull(),
    userPreferences: jsonb('user_preferences').$type<Record<string, unknown>>().notNull(),
    title: text('title').notNull(),
    themeDescription: text('theme_description'),
    planData: jsonb('plan_data').$type<PlanData>(),
    // The card's fields, copied from plan_data by PostgreSQL on every write of it: the plan list reads
    // them for every card, and reading them out of the (compressed) document cost more than the rest.
    cardDuration: text('card_duration').generatedAlwaysAs(
      (): SQL => sql`${datePlans.planData} ->> 'total_estimated_date_duration'`,
    ),
    cardCostRange: text('card_cost_range').generatedAlwaysAs(
      (): SQL => sql`${datePlans.planData} ->> 'total_estimated_cost_range'`,
    ),
    // The plan's cover; a plan made before plans had one shows its first stop's picture.
    cardImageUrl: text('card_image_url').generatedAlwaysAs(
      (): SQL =>
        sql`coalesce(${datePlans.planData} ->> 'cover_image_url', ${datePlans.planData} -> 'steps' -> 0 -> 'image_urls' ->> 0)`,
    ),
    // Null for plans made before plans kept their engine state, and until a plan completes.
    planState: jsonb('plan_state').$type<PlanState>(),
    variant: integer('variant').notNull().default(0),
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    status: text('status').$type<GenerationStatus>().notNull(),
    error: text('error'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    shareToken: text('share_token').unique(),
    // Which allowance paid for the generation, so a failure can give it back.
    allowanceSource: text('allowance_source', { enum: ['daily_free', 'period'] }).notNull(),
    allowanceKey: text('allowance_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    // Each list order (newest first, id as tie-break) is read straight from an index, never sorted.
    index('date_plans_owner_recent_idx').on(
      table.userId,
      table.generatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('date_plans_owner_archived_idx').on(
      table.userId,
      table.isArchived,
      table.generatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('date_plans_owner_favorite_idx').on(
      table.userId,
      table.isFavorite,
      table.generatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('date_plans_guest_idx')
      .on(table.guestEmail)
      .where(sql`${table.userId} is null`),
    index('date_plans_queue_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} in ('pending', 'generating', 'in_progress')`),
  ],
);

export const planProgressEvents = pgTable(
  'plan_progress_events',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => datePlans.id, { onDelete: 'cascade' }),
    // Per-plan sequence number: the SSE event id a client resumes from with Last-Event-ID.
    seq: integer('seq').notNull(),
    payload: jsonb('payload').$type<ProgressEvent>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.seq] })],
);

export const dailyFreeGenerations = pgTable(
  'daily_free_generations',
  {
    // 'user:<id>' or 'guest:<email>'
    subject: text('subject').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.day] })],
);

export const generationUsage = pgTable(
  'generation_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.periodStart] })],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    feedbackType: text('feedback_type').$type<FeedbackType>().notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    relatedPlanId: uuid('related_plan_id').references(() => datePlans.id, { onDelete: 'set null' }),
    // A guest's optional contact details; members are reached through their account.
    email: text('email'),
    name: text('name'),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_user_idx').on(table.userId, table.createdAt.desc())],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status', { enum: ['active', 'cancelled', 'expired'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId, table.currentPeriodEnd.desc()),
    index('subscriptions_expiry_idx')
      .on(table.currentPeriodEnd)
      .where(sql`${table.status} <> 'expired'`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    reference: text('reference').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    provider: text('provider', { enum: ['paystack', 'test'] }).notNull(),
    // Minor units (cents), from the server's plan, never from the client.
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: ['pending', 'success', 'failed', 'abandoned'] }).notNull(),
    // Set once when the payment starts a period: the guard that makes verification idempotent.
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('payments_user_idx').on(table.userId)],
);

export const accountTokens = pgTable(
  'account_tokens',
  {
    // SHA-256 of the token sent by e-mail; the token itself is never stored.
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'email_change', 'google_link'] }).notNull(),
    // The address a verification token confirms, so a later e-mail change does not inherit it.
    email: text('email').notNull(),
    // For a google_link token: the one Google identity that following the link connects to the account.
    googleSubject: text('google_subject'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

export const oauthStates = pgTable('oauth_states', {
  // SHA-256 of the state parameter with the starting browser's binding secret (its cookie), so only
  // that browser can redeem it; single-use, deleted when the callback consumes it.
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Per-member plan counts kept by a trigger, so list pages need no count over thousands of rows. */
export const planCounts = pgTable('plan_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  favorites: integer('favorites').notNull().default(0),
  archived: integer('archived').notNull().default(0),
});

/** Answers from OpenStreetMap services (Overpass, Nominatim), kept so repeated plans do not ask again. */
export const placeLookups = pgTable('place_lookups', {
  // The service and what it was asked (an Overpass query by its SHA-256).
  key: text('key').primaryKey(),
  payload: jsonb('payload').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

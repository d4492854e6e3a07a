import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { User } from '@contract/auth';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { HttpError } from '../lib/http-error';

export type UserRow = typeof users.$inferSelect;

export const EMAIL_TAKEN = 'An account with this email already exists';
export const GOOGLE_IDENTITY_TAKEN = 'This Google account already signs in to another Datecraft account.';

export function toPublicUser(row: UserRow): User {
  return {
    user_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    pending_email: row.pendingEmail,
    profile_image: row.profileImage,
    is_verified: row.isVerified,
    auth_provider: row.authProvider,
    created_at: row.createdAt.toISOString(),
  };
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  profileImage: string | null;
  authProvider?: 'email' | 'google';
  googleSubject?: string;
  isVerified?: boolean;
}

export function createUserRepository(db: Database) {
  // Read by /me and every account route after the session check: built once, and on PostgreSQL
  // planned once per connection.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');

  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return row;
    },

    /** Lets the Google identity sign in to the account; a 409 when it already signs in to another. */
    async linkGoogle(id: string, subject: string): Promise<void> {
      try {
        await db.update(users).set({ googleSubject: subject, updatedAt: new Date() }).where(eq(users.id, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, GOOGLE_IDENTITY_TAKEN);
        throw error;
      }
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Inserts the user; a taken e-mail is a 409, decided by the unique index rather than a racy lookup. */
    async create(input: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ id: randomUUID(), ...input, email: input.email.toLowerCase() })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!row) throw new HttpError(409, EMAIL_TAKEN);
      return row;
    },

    /** Names only: the e-mail address changes through `setPendingEmail` and `confirmEmailChange`. */
    async updateNames(
      id: string,
      changes: { firstName: string; lastName: string },
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ firstName: changes.firstName, lastName: changes.lastName, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Records (or, with null, drops) the address the member asked to move to. */
    async setPendingEmail(id: string, email: string | null): Promise<void> {
      await db
        .update(users)
        .set({ pendingEmail: email?.toLowerCase() ?? null, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /**
     * Makes the pending address the account's own, verified by the link just followed. Undefined when
     * the account no longer waits for that address; a 409 when another account took it meanwhile.
     */
    async confirmEmailChange(id: string, email: string): Promise<UserRow | undefined> {
      try {
        const [row] = await db
          .update(users)
          .set({ email, pendingEmail: null, isVerified: true, updatedAt: new Date() })
          .where(and(eq(users.id, id), eq(users.pendingEmail, email)))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
        throw error;
      }
    },

    async markVerified(id: string): Promise<void> {
      await db.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

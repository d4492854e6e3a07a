import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }).max(254));
const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Please enter your ${label}` })
    .max(100);
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(256);

export const userSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** A new address waiting for its confirmation link; `email` stays the account's address until then. */
  pending_email: z.string().nullable().optional(),
  profile_image: z.string().nullable(),
  is_verified: z.boolean(),
  auth_provider: z.enum(['email', 'google']),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

export const authResponseSchema = z.object({ user: userSchema, token: tokenPairSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const signUpRequestSchema = z.strictObject({
  first_name: personName('first name'),
  last_name: personName('last name'),
  email,
  password,
  profile_image: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullish(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(256),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const refreshRequestSchema = z.strictObject({ refresh_token: z.string().min(1).max(512) });
export type RefreshRequest = z.input<typeof refreshRequestSchema>;
export const refreshResponseSchema = z.object({ access_token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const signOutRequestSchema = refreshRequestSchema;
export type SignOutRequest = RefreshRequest;

export const updateProfileRequestSchema = z.strictObject({
  first_name: personName('first name'),
  last_name: personName('last name'),
  email,
  /** Required when `email` differs from the account's address. */
  current_password: z.string().max(256).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  current_password: z.string().min(1).max(256),
  new_password: password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const verifyAccountRequestSchema = z.strictObject({ token: z.string().trim().min(1).max(200) });
export type VerifyAccountRequest = z.input<typeof verifyAccountRequestSchema>;

export const forgotPasswordRequestSchema = z.strictObject({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().trim().min(1).max(200),
  new_password: password,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const deleteAccountRequestSchema = z.strictObject({
  /** Required for accounts with a password. */
  password: z.string().max(256).optional(),
  /** Accounts that sign in with Google confirm by typing their e-mail instead. */
  confirm_email: z.string().trim().toLowerCase().max(254).optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const googleSsoResponseSchema = z.object({ redirect_url: z.string() });
/** GET /v1/auth/google/status: whether Google sign-in is configured, so the button can say so before a click. */
export const googleStatusResponseSchema = z.object({ available: z.boolean() });
export type GoogleStatusResponse = z.infer<typeof googleStatusResponseSchema>;
export type GoogleSsoResponse = z.infer<typeof googleSsoResponseSchema>;

export const googleCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
});

import { z } from 'zod';
import { isLoopbackHost, loopbackOrigins } from './lib/loopback-origins';
import { parseTrustedProxies } from './lib/trusted-proxies';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** An http(s) origin such as https://dates.example.com; a trailing slash is tolerated, a path is not. */
const origin = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin' }).pipe(
  z
    .string()
    .refine(
      (value) => {
        const url = new URL(value);
        return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      },
      { error: 'must be an origin such as https://dates.example.com, with no path' },
    )
    .transform((value) => new URL(value).origin),
);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_ORIGIN: optionalString.pipe(origin.optional()),
  APP_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  STATIC_DIR: z.string().trim().min(1).default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, context) => {
      const trusted = parseTrustedProxies(value);
      if (trusted !== undefined) return trusted;
      context.addIssue({
        code: 'custom',
        message: 'must be a number of proxy hops (0: none) or proxy addresses such as 127.0.0.1,10.0.0.0/8',
      });
      return z.NEVER;
    }),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  SIGNIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  SIGNIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  GUEST_GENERATION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  GUEST_FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Datecraft <hello@datecraft.app>'),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TEST_CHECKOUT: flag,
  GENERATION_ENGINE: z.enum(['offline', 'openai']).default('offline'),
  GENERATION_STEP_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(60),
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  PLACES_PROVIDER: z.enum(['auto', 'osm', 'none']).default('auto'),
  OVERPASS_URL: z.url({ protocol: /^https?$/ }).default('https://overpass-api.de/api/interpreter'),
  NOMINATIM_URL: z.url({ protocol: /^https?$/ }).default('https://nominatim.openstreetmap.org'),
  PLACES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  PLACES_CACHE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  PLACES_PROBE_MINUTES: z.coerce.number().min(0.05).max(60).default(5),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; a bad value stops start-up with a message naming the variable. */
const checkedConfigSchema = configSchema
  .superRefine((config, context) => {
    if (config.GENERATION_ENGINE !== 'openai') return;
    for (const variable of ['LLM_BASE_URL', 'LLM_MODEL'] as const) {
      if (!config[variable]) {
        context.addIssue({
          code: 'custom',
          path: [variable],
          message: 'is required when GENERATION_ENGINE=openai',
        });
      }
    }
  })
  .superRefine((config, context) => {
    // A public https site is a real deployment, where a checkout that activates plans for free must not run.
    const testCheckoutInUse = config.TEST_CHECKOUT && !config.PAYSTACK_SECRET_KEY;
    if (testCheckoutInUse && config.PUBLIC_ORIGIN?.startsWith('https:')) {
      context.addIssue({
        code: 'custom',
        path: ['TEST_CHECKOUT'],
        message:
          'the test checkout activates paid plans without payment, so it cannot run on an https PUBLIC_ORIGIN; ' +
          'set PAYSTACK_SECRET_KEY for real payments, or TEST_CHECKOUT=false to switch payments off',
      });
    }
  })
  .transform((config) => {
    if (config.PUBLIC_ORIGIN) return { ...config, PUBLIC_ORIGIN: config.PUBLIC_ORIGIN };
    // A local run: every loopback name at this port is the site too (links keep to the one origin);
    // a configured PUBLIC_ORIGIN stays the only one.
    const local = isLoopbackHost(config.HOST) ? loopbackOrigins(config.PORT) : [];
    return {
      ...config,
      PUBLIC_ORIGIN: `http://localhost:${config.PORT}`,
      APP_ORIGINS: [...new Set([...config.APP_ORIGINS, ...local])],
    };
  });

export type Config = z.output<typeof checkedConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    // Values are left out on purpose: JWT_SECRET and DATABASE_URL may hold secrets.
    return `${variable}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
}

// Process configuration from the environment, validated once at start-up.
import { z } from 'zod';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  // stored files of the file library; default <DATA_DIR>/files
  FILES_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  PUBLIC_SITE_URL: z.string().default(''),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // proxies whose X-Forwarded-For is believed (rate limits key on the client address): e.g. '127.0.0.1'
  TRUST_PROXY: z.string().default(''),
  // the key that encrypts stored secrets (SMTP passwords, SMS keys): 32 bytes, base64. Unset: a random key
  // generated once per installation in <DATA_DIR>/secrets.key (0600), see lib/secrets.ts
  SECRETS_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32, 'SECRETS_KEY must be 32 bytes in base64')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // '1': stop when the process that started this one is gone (test harnesses that may be killed)
  EXIT_WITH_PARENT: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});

export type Config = z.infer<typeof schema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
};

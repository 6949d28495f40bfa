import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Named ranges proxy-addr understands, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^[0-9]{1,3}$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: comma-separated addresses, CIDRs or proxy-addr names of the proxies in front. */
const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.length > 0 && entries.every(isProxyEntry), {
    message: 'must be a comma-separated list of IP addresses or CIDRs (e.g. 10.0.0.1,10.1.0.0/16)',
  });

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting of the API, read from the environment in this one place. */
export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIST: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: booleanish.optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Huella <no-reply@huella.app>'),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    REDIS_URL: z.url().optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    SEED_DEMO: booleanish.optional(),
    /** Proxies whose X-Forwarded-For is believed; unset means the socket's address is the client's. */
    TRUST_PROXY: proxyList.optional(),
    /** Serve the development mail outbox on a server database too (never needed in production). */
    MAIL_OUTBOX: booleanish.optional(),
    /** Run the background jobs (the recalculation after catalogue changes) in this process. */
    JOBS: booleanish.optional(),
    /** Seconds an upload may take to arrive whole; a slower one ends with 408 and nothing read. */
    UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** PostgreSQL only: connections in the pool, and how long a request waits for one (then 503). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production on a PostgreSQL server',
      });
    }
  });

export type TEnv = z.infer<typeof ZConfig>;
/** Settings as written in the environment (what tests override). */
export type TEnvInput = z.input<typeof ZConfig>;

export type AppConfig = TEnv & {
  /** The public origin of the app; CORS allows only this origin. */
  publicUrl: string;
  dataDir: string;
  webDist: string;
  version: string;
  /**
   * Whether `GET /api/dev/outbox` lists the mail: on the embedded database without real mail, or
   * when MAIL_OUTBOX=true; off on a server database unless asked for, and never in production
   * unless asked for.
   */
  mailOutbox: boolean;
  /**
   * Whether this process runs the background jobs: on unless JOBS=false, and off in the test
   * environment unless JOBS=true (a test that needs them turns them on).
   */
  jobs: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<TEnvInput> = {},
): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZConfig.safeParse({ ...present, ...overrides });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const apiRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  return {
    ...values,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir: values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(values.DATA_DIR),
    webDist: path.resolve(values.WEB_DIST ?? path.join(apiRoot, '..', 'web', 'dist')),
    version: readVersion(apiRoot),
    mailOutbox:
      values.MAIL_OUTBOX ?? (!values.DATABASE_URL && !values.SMTP_URL && values.NODE_ENV !== 'production'),
    jobs: values.JOBS ?? values.NODE_ENV !== 'test',
  };
}

function readVersion(apiRoot: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

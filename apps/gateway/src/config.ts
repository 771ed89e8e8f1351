import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Environment of the gateway, validated once at start so that a typo stops start-up early. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_VARIANTS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
});

export interface GatewayConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: (typeof logLevels)[number];
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly seedVariants: number;
}

/** Raised for an invalid environment; its message names each bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the gateway configuration from an environment. Empty strings count as unset, as a
 * shell `FOO=` usually means "not configured".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    seedVariants: e.SEED_VARIANTS,
  };
}

import { DEFAULT_PORT, parseLimit, type BackendOptions, type RateLimits } from './config';
import { startBackend } from './server';

function signingAlgorithm(value: string | undefined): BackendOptions['jwtSigningAlgorithm'] {
  if (!value) return undefined;
  if (value === 'ES256' || value === 'RS256' || value === 'HS256') return value;
  throw new Error(`Invalid JWT_SIGNING_ALG "${value}": expected ES256, RS256 or HS256`);
}

/** Environment → options; see README for the list. */
function optionsFromEnv(env: NodeJS.ProcessEnv): BackendOptions {
  const rateLimits: Partial<RateLimits> = {};
  const limitVars: Record<keyof RateLimits, string> = {
    authPerIp: 'RATE_LIMIT_AUTH_PER_IP',
    authPerEmail: 'RATE_LIMIT_AUTH_PER_EMAIL',
    refreshPerSession: 'RATE_LIMIT_REFRESH_PER_SESSION',
    emailPerAddress: 'RATE_LIMIT_EMAIL_PER_ADDRESS',
  };
  for (const [name, variable] of Object.entries(limitVars) as [keyof RateLimits, string][]) {
    const value = env[variable];
    if (value) rateLimits[name] = parseLimit(value);
  }
  return {
    port: env.PORT ? Number(env.PORT) : DEFAULT_PORT,
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.BACKEND_DATA_DIR || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtSigningAlgorithm: signingAlgorithm(env.JWT_SIGNING_ALG),
    // Unset: supabase/config.toml decides, as for the Supabase CLI.
    emailConfirmation:
      env.AUTH_EMAIL_CONFIRM === undefined ? undefined : !['0', 'false', 'off', 'no'].includes(env.AUTH_EMAIL_CONFIRM.toLowerCase()),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : undefined,
    siteUrl: env.SITE_URL || undefined,
    mpesaCallbackDelayMs: env.MPESA_CALLBACK_DELAY_MS ? Number(env.MPESA_CALLBACK_DELAY_MS) : undefined,
    mpesaCallbackSecret: env.MPESA_CALLBACK_SECRET || undefined,
    autoCancelIntervalMs: env.AUTO_CANCEL_INTERVAL_MS ? Number(env.AUTO_CANCEL_INTERVAL_MS) : undefined,
    rateLimits,
    log: env.BACKEND_LOG !== 'off',
  };
}

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const backend = await startBackend(options);
  const database = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${options.dataDir ?? 'local-backend/.data'}`;
  console.log(
    [
      '',
      `Local backend (Supabase API) listening on ${backend.url}  (use http://localhost:${backend.port} from the apps)`,
      `  database:     ${database}`,
      `  anon key:     ${backend.anonKey}`,
      `  service key:  ${backend.serviceKey}`,
      `  mailbox:      ${backend.url}/mailbox`,
      `  demo user:    demo@district.market / Demo!2345`,
      `  vendor user:  vendor@district.market / Vendor!2345 (Nairobi Tech Hub)`,
      `  operator:     operator@district.market / Operator!2345`,
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests and closing the database`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Local backend failed to start:', error);
  process.exit(1);
});

import fs from 'node:fs';
import path from 'node:path';
import { isPasswordRequirements, PASSWORD_REQUIREMENTS, type PasswordPolicy } from '@marketplace/contracts/password-policy';
import { parseToml, TomlError, type TomlTable, type TomlValue } from './toml';

/** The auth settings of supabase/config.toml that this server honours. */
export interface AuthSettings {
  /** `[auth] enable_signup`: false refuses every new user (`signup_disabled`). */
  enableSignup: boolean;
  /** `[auth] enable_anonymous_sign_ins`. */
  enableAnonymousSignIns: boolean;
  /** `[auth] minimum_password_length` and `password_requirements`. */
  password: PasswordPolicy;
  /** `[auth.email] enable_signup`: the e-mail provider (sign-up and sign-in with e-mail). */
  emailEnabled: boolean;
  /** `[auth.email] enable_confirmations`. */
  emailConfirmations: boolean;
}

/**
 * What the Supabase CLI assumes for a key the file leaves out: the values of the config.toml
 * that `supabase init` writes, which the CLI merges under the project's file.
 */
export const CLI_DEFAULTS: AuthSettings = {
  enableSignup: true,
  enableAnonymousSignIns: false,
  password: { minLength: 6, requirements: '' },
  emailEnabled: true,
  emailConfirmations: false,
};

export class ConfigError extends Error {}

/** Reads `<supabaseDir>/config.toml` as the Supabase CLI does; no file means the CLI's defaults. */
export function loadAuthSettings(supabaseDir: string): AuthSettings {
  const file = path.join(supabaseDir, 'config.toml');
  if (!fs.existsSync(file)) return CLI_DEFAULTS;
  try {
    return authSettingsFromToml(parseToml(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    if (error instanceof TomlError || error instanceof ConfigError) throw new ConfigError(`${file}: ${error.message}`);
    throw error;
  }
}

export function authSettingsFromToml(config: TomlTable): AuthSettings {
  const auth = table(config, 'auth');
  const email = table(auth, 'email');
  const requirements = read(auth, 'auth', 'password_requirements', 'string', CLI_DEFAULTS.password.requirements);
  if (!isPasswordRequirements(requirements)) {
    throw new ConfigError(`auth.password_requirements must be one of ${PASSWORD_REQUIREMENTS.map((r) => `"${r}"`).join(', ')}`);
  }
  const minLength = read(auth, 'auth', 'minimum_password_length', 'number', CLI_DEFAULTS.password.minLength);
  if (!Number.isInteger(minLength) || minLength < 0) throw new ConfigError('auth.minimum_password_length must be a whole number');
  return {
    enableSignup: read(auth, 'auth', 'enable_signup', 'boolean', CLI_DEFAULTS.enableSignup),
    enableAnonymousSignIns: read(auth, 'auth', 'enable_anonymous_sign_ins', 'boolean', CLI_DEFAULTS.enableAnonymousSignIns),
    password: { minLength, requirements },
    emailEnabled: read(email, 'auth.email', 'enable_signup', 'boolean', CLI_DEFAULTS.emailEnabled),
    emailConfirmations: read(email, 'auth.email', 'enable_confirmations', 'boolean', CLI_DEFAULTS.emailConfirmations),
  };
}

function table(parent: TomlTable, key: string): TomlTable {
  const value = parent[key];
  if (value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new ConfigError(`${key} must be a table`);
  return value;
}

type Kinds = { string: string; number: number; boolean: boolean };

function read<K extends keyof Kinds>(from: TomlTable, where: string, key: string, kind: K, fallback: Kinds[K]): Kinds[K] {
  const value: TomlValue | undefined = from[key];
  if (value === undefined) return fallback;
  if (typeof value !== kind) throw new ConfigError(`${where}.${key} must be a ${kind}`);
  return value as Kinds[K];
}

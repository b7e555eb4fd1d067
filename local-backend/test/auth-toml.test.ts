import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_POLICY } from '@marketplace/contracts/password-policy';
import { authSettingsFromToml, CLI_DEFAULTS, ConfigError, loadAuthSettings } from '../src/auth/config-toml';
import { parseToml, TomlError } from '../src/auth/toml';

const SUPABASE_DIR = path.resolve(__dirname, '..', '..', 'supabase');

describe('parseToml', () => {
  it('reads tables, dotted tables, strings, numbers, booleans and arrays over several lines', () => {
    const text = [
      '# comment',
      'project_id = "x" # trailing comment',
      '[auth]',
      "site_url = 'http://localhost:3000'",
      'jwt_expiry = 3_600',
      'ratio = 0.5',
      'enable_signup = true',
      'urls = [',
      '  "http://a#b", # a comment inside the array',
      '  "c\\u00e9\\"d",',
      ']',
      '[auth.email]',
      'enable_confirmations = false',
      '"quoted key" = -2',
    ].join('\n');
    expect(parseToml(text)).toEqual({
      project_id: 'x',
      auth: {
        site_url: 'http://localhost:3000',
        jwt_expiry: 3600,
        ratio: 0.5,
        enable_signup: true,
        urls: ['http://a#b', 'cé"d'],
        email: { enable_confirmations: false, 'quoted key': -2 },
      },
    });
  });

  it.each([
    ['a = { b = 1 }', 'inline tables'],
    ['[[a]]', 'arrays of tables'],
    ['a = """x"""', 'multi-line strings'],
    ['a = 1979-05-27', 'unsupported value'],
    ['a = "x" b', 'unexpected'],
    ['a = "x"\na = "y"', 'defined twice'],
    ['[a]\n[a]', 'defined twice'],
    ['a = "unterminated', 'unterminated string'],
    ['just words', 'expected key = value'],
  ])('refuses %j with its line number (%s)', (text, message) => {
    expect(() => parseToml(text)).toThrow(TomlError);
    expect(() => parseToml(text)).toThrow(new RegExp(`line \\d+: .*${message}`));
  });
});

describe('auth settings from config.toml', () => {
  it("reads the repository's supabase/config.toml", () => {
    expect(loadAuthSettings(SUPABASE_DIR)).toEqual({
      enableSignup: true,
      enableAnonymousSignIns: false,
      password: { minLength: 8, requirements: 'lower_upper_letters_digits_symbols' },
      emailEnabled: true,
      emailConfirmations: true,
    });
  });

  it("matches the contracts' password policy, so the registration form and the server apply one rule", () => {
    expect(loadAuthSettings(SUPABASE_DIR).password).toEqual(PASSWORD_POLICY);
  });

  it('takes the Supabase CLI defaults for what the file leaves out (and for no file)', () => {
    expect(authSettingsFromToml({})).toEqual(CLI_DEFAULTS);
    expect(CLI_DEFAULTS).toEqual({
      enableSignup: true,
      enableAnonymousSignIns: false,
      password: { minLength: 6, requirements: '' },
      emailEnabled: true,
      emailConfirmations: false,
    });
    const empty = fs.mkdtempSync('/tmp/auth-toml-');
    expect(loadAuthSettings(empty)).toEqual(CLI_DEFAULTS);
    fs.rmSync(empty, { recursive: true });
  });

  it('refuses an unknown password_requirements value and wrong types, as the CLI does', () => {
    expect(() => authSettingsFromToml(parseToml('[auth]\npassword_requirements = "strong"'))).toThrow(
      'auth.password_requirements must be one of "", "letters_digits", "lower_upper_letters_digits", "lower_upper_letters_digits_symbols"',
    );
    expect(() => authSettingsFromToml(parseToml('[auth]\nenable_signup = "yes"'))).toThrow(ConfigError);
    expect(() => authSettingsFromToml(parseToml('[auth]\nminimum_password_length = 7.5'))).toThrow(ConfigError);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config';
import { exportSigningKey, generateSigningKey, importSigningKey, type SigningKey } from './tokens';

const KEY_FILE = 'jwt-signing-key.json';

/**
 * The asymmetric key access tokens are signed with: generated on first start and kept in the data
 * folder next to the secret (so sessions survive restarts), random per start in memory, none for
 * HS256. A kept key of another algorithm is replaced.
 */
export function loadSigningKey(cfg: ResolvedConfig): SigningKey | null {
  const alg = cfg.jwtSigningAlgorithm;
  if (!alg) return null;
  if (!cfg.dataDir) return generateSigningKey(alg);
  const file = path.join(cfg.dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    const kept = importSigningKey(fs.readFileSync(file, 'utf8'));
    if (kept.alg === alg) return kept;
  }
  const key = generateSigningKey(alg);
  fs.mkdirSync(cfg.dataDir, { recursive: true });
  fs.writeFileSync(file, exportSigningKey(key) + '\n', { mode: 0o600 });
  return key;
}

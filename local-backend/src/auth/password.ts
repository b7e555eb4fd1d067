import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PASSWORD_MAX_BYTES, passwordTooLong, passwordWeakness, type PasswordPolicy } from '@marketplace/contracts/password-policy';
import { AuthError } from './errors';

/**
 * Supabase Auth's strength check with the project's one password rule (in contracts, shared with
 * the registration form): over 72 bytes is a validation failure, a weak password a 422
 * `weak_password` carrying `weak_password.reasons` ('length', 'characters').
 */
export function assertStrongPassword(password: string, policy: PasswordPolicy): void {
  if (passwordTooLong(password)) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
  const weakness = passwordWeakness(password, policy);
  if (weakness) throw new AuthError(422, 'weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } });
}

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

/**
 * A few worker threads (one per CPU, at most 4) shared by every server in the
 * process. They are unref'd: an idle pool never keeps the process alive.
 */
class BcryptPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  run(job: Job): Promise<unknown> {
    const size = Math.min(os.availableParallelism(), 4);
    if (this.workers.length < size) this.workers.push(this.spawn());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.workers[id % this.workers.length]!.postMessage({ id, ...job });
    });
  }

  private spawn(): Worker {
    const worker = new Worker(path.join(__dirname, 'bcrypt-worker.cjs'));
    worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const waiter = this.pending.get(id);
      this.pending.delete(id);
      if (error === undefined) waiter?.resolve(result);
      else waiter?.reject(new Error(error));
    });
    worker.on('error', (error) => {
      // A crashed worker is dropped; the jobs it held fail, later ones go to a new worker.
      const index = this.workers.indexOf(worker);
      if (index >= 0) this.workers.splice(index, 1);
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    });
    // After the listeners: attaching a 'message' listener refs the worker again.
    worker.unref();
    return worker;
  }
}

const pool = new BcryptPool();

export async function hashPassword(password: string, cost: number): Promise<string> {
  return (await pool.run({ op: 'hash', password, cost })) as string;
}

export async function checkPassword(password: string, hash: string): Promise<boolean> {
  return (await pool.run({ op: 'compare', password, hash })) === true;
}

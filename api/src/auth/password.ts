import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id parameters (memory in KiB). */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP recommended argon2id profile: 19 MiB, 2 passes, 1 lane. */
export const DEFAULT_PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Cheap (still argon2id) profile for the test suite. */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

/** `Algorithm.Argon2id` (a const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;

export function defaultPasswordCost(env: NodeJS.ProcessEnv = process.env): PasswordCost {
  return env.NODE_ENV === 'test' ? TEST_PASSWORD_COST : DEFAULT_PASSWORD_COST;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False (never throws) for a wrong password or a malformed hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verify, to answer unknown emails as slowly as wrong passwords. */
  dummyVerify(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordCost = defaultPasswordCost()): PasswordHasher {
  const options = { ...cost, algorithm: ARGON2ID };
  let dummyHash: Promise<string> | null = null;

  const verifyPassword = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };

  return {
    hash: (password) => hash(password, options),
    verify: verifyPassword,
    async dummyVerify(password) {
      dummyHash ??= hash(randomBytes(18).toString('base64url'), options);
      await verifyPassword(await dummyHash, password);
    },
  };
}

// Password hashing with argon2id at OWASP's parameters (Password Storage Cheat Sheet: 19 MiB of memory,
// two iterations, one lane), by @node-rs/argon2 (prebuilt, no install script). Hashing and checking run
// off the event loop. A sign-in for an unknown address is checked against a dummy hash made the same
// way, so it takes as long as a wrong password (no telling which addresses have accounts by timing).
import { randomBytes } from 'node:crypto'
import { hash, verify, type Options } from '@node-rs/argon2'
import { passwordLength, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULE } from '../../src/contract/team'

export const ARGON2ID_OPTIONS: Options = {
  // Algorithm.Argon2id: the package's types declare Algorithm as a const enum, which cannot be read here.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export class PasswordRuleError extends Error {
  constructor() {
    super(PASSWORD_RULE)
    this.name = 'PasswordRuleError'
  }
}

export async function hashPassword(password: string): Promise<string> {
  const length = passwordLength(password)
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) throw new PasswordRuleError()
  return hash(password, ARGON2ID_OPTIONS)
}

/** True when the password matches; false for a wrong one or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A password longer than any that can be set is wrong: refuse it before spending the work on it.
  if (passwordLength(password) > PASSWORD_MAX) return false
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummy: Promise<string> | undefined

/** A hash no password matches, made once per process with the same parameters as real ones. */
export function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(32).toString('base64'), ARGON2ID_OPTIONS)
  return dummy
}

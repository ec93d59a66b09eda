// The pieces every setting is read with (server/config.ts and each area's settings): the error that
// stops start-up with one line naming the setting, whole numbers, text, addresses, and secrets given as a
// value or as a file.
import { readFileSync } from 'node:fs'

export class SettingError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`Invalid setting ${name}=${JSON.stringify(value)}: expected ${expected}.`)
    this.name = 'SettingError'
  }
}

export function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value)
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new SettingError(name, value, `a whole number from ${min} to ${max}`)
  }
  return n
}

export function text(name: string, value: string, expected: string): string {
  if (value.trim() === '') throw new SettingError(name, value, expected)
  return value.trim()
}

export type ReadFile = (path: string) => string
export const readText: ReadFile = (path) => readFileSync(path, 'utf8')

/**
 * A secret given as a value or as a file (its content, without the final line break); undefined when
 * neither. A file is how container platforms and systemd's credentials hand secrets over (NAME_FILE); a
 * value and a file for the same secret is a mistake and is refused.
 */
export function secret(
  env: Record<string, string | undefined>,
  name: string,
  readFile: ReadFile = readText,
): string | undefined {
  const value = env[name]
  const file = env[`${name}_FILE`]
  if (value !== undefined && value !== '' && file !== undefined && file !== '')
    throw new SettingError(`${name}_FILE`, file, `either ${name} or ${name}_FILE, not both`)
  if (file !== undefined && file !== '') {
    let content: string
    try {
      content = readFile(file)
    } catch (error) {
      throw new SettingError(`${name}_FILE`, file, `a readable file (${(error as Error).message})`)
    }
    const trimmed = content.replace(/\r?\n$/, '')
    if (trimmed === '')
      throw new SettingError(`${name}_FILE`, file, 'a file holding the secret, not an empty one')
    return trimmed
  }
  return value === undefined || value === '' ? undefined : value
}

/** The value, trimmed, as an http(s) address; undefined when it is not one. */
export function httpUrl(value: string): URL | undefined {
  const url = anyUrl(value)
  return url && /^https?:$/.test(url.protocol) ? url : undefined
}

export function anyUrl(value: string): URL | undefined {
  try {
    return new URL(value.trim())
  } catch {
    return undefined
  }
}

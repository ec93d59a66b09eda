// Writes the OpenAPI document without the sandbox's extensions to the file given, for Prism to mock.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { writeSpecWithoutExtensions } from './spec-without-extensions'

const file = process.argv[2]
if (!file) throw new Error('usage: write-spec-without-extensions.ts FILE')
mkdirSync(dirname(file), { recursive: true })
writeSpecWithoutExtensions(file)

import { generateKeyPairSync } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A new Ed25519 private key as a JWK (JSON), the form CREDENTIAL_SIGNING_KEY takes. */
export const newCredentialSigningKey = (): string =>
  JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }))

/**
 * The key that signs certificates' credentials: CREDENTIAL_SIGNING_KEY when set; with the
 * embedded database, one generated at the first start and kept beside the database's secret
 * (back it up with it); otherwise none, and certificates cannot be issued until it is set.
 */
export const provideCredentialSigningKey = async (
  root: string,
  embedded: boolean,
): Promise<string> => {
  if (process.env.CREDENTIAL_SIGNING_KEY) return process.env.CREDENTIAL_SIGNING_KEY
  if (!embedded) {
    console.warn(
      'CREDENTIAL_SIGNING_KEY is not set: certificates of completion cannot be issued (see .env.example).',
    )
    return ''
  }
  const file = path.join(root, '.data/credential-signing-key')
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim()
  const key = newCredentialSigningKey()
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, key + '\n', { mode: 0o600 })
  return key
}

import { serverRecords } from '../server-records'
import { listView } from '../list-view'

/**
 * The public half of every key that has signed a credential. The signing key itself lives in
 * a setting (or beside the database's secret); once a key has signed it is recorded here, so
 * the published key set keeps every older credential verifiable after the setting changes.
 */
export const CredentialKeys = serverRecords({
  slug: 'credential-keys',
  labels: { singular: 'Credential signing key', plural: 'Credential signing keys' },
  ...listView('Certificates', 'kid', 'kid firstSignedAt'),
  fields: [
    { name: 'kid', label: 'Key id', type: 'text', required: true, unique: true },
    { name: 'publicJwk', label: 'Public key (JWK)', type: 'json', required: true },
    { name: 'firstSignedAt', type: 'date', required: true },
  ],
})

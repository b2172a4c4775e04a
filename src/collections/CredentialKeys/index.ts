import { serverRecords } from '../server-records'
import { listView } from '../list-view'

// Every key that has signed is recorded, so the published key set keeps older credentials
// verifiable after the signing key's setting changes.
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

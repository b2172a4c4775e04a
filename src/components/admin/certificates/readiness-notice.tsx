import type { EditionCertificates } from './certificate-api'

type Props = { ready: EditionCertificates['ready']; adminRoute: string }

/** What stops certificates being issued besides the participants, and where to set it. */
export const ReadinessNotice = ({ ready, adminRoute }: Props) => {
  if (ready.signatory && ready.signingKey) return null
  const settings = `${adminRoute}/globals/certificate-settings`
  return (
    <div
      className="dash-notice certificates__gap"
      role="status"
      data-testid="certificates-readiness"
    >
      <p>Certificates cannot be issued yet:</p>
      <ul>
        {!ready.signatory && (
          <li>
            No signatory: name who signs and their title in{' '}
            <a href={settings}>Settings → Certificates</a>.
          </li>
        )}
        {!ready.signingKey && (
          <li>
            No signing key: the server was started without one (CREDENTIAL_SIGNING_KEY), so
            credentials cannot be signed. Ask whoever runs the server; the rest of the certificate
            is set in <a href={settings}>Settings → Certificates</a>.
          </li>
        )}
      </ul>
    </div>
  )
}

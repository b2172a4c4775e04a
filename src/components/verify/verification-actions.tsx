import { buttonClass } from '@/components/ui/button-link'
import { Download, ExternalLink } from '@/components/ui/icons'

type Props = {
  pdfUrl: string
  linkedInUrl: string
  credentialJsonUrl: string
  credentialJwtUrl: string
  jwksUrl: string
}

/** What a holder does with a valid certificate, and where machines read it. */
export function VerificationActions({
  pdfUrl,
  linkedInUrl,
  credentialJsonUrl,
  credentialJwtUrl,
  jwksUrl,
}: Props) {
  return (
    <>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* A plain link: the file is a download, not a page of the site. */}
        <a href={pdfUrl} className={buttonClass('dark')} download>
          <Download aria-hidden="true" size={20} />
          Download certificate (PDF) / Muat turun sijil
        </a>
        <a href={linkedInUrl} className={buttonClass('ghost')} rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={20} />
          Add to LinkedIn profile / Tambah ke profil LinkedIn
        </a>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Digital credential (Open Badges 3.0) / Kelayakan digital:{' '}
        <a className="font-semibold text-navy-800 underline" href={credentialJsonUrl}>
          JSON
        </a>
        {' · '}
        <a className="font-semibold text-navy-800 underline" href={credentialJwtUrl}>
          signed / bertandatangan (VC-JWT)
        </a>
        {' · '}
        <a className="font-semibold text-navy-800 underline" href={jwksUrl}>
          public keys / kunci awam
        </a>
      </p>
    </>
  )
}

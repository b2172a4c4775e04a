import Link from 'next/link'

/** Under every submit button: what the visitor agrees to, in both languages (PDPA). */
export function PrivacyConsentNote() {
  return (
    <p className="text-sm text-slate-600">
      By sending this form you agree to our{' '}
      <Link href="/privacy" className="font-medium text-navy-800 underline underline-offset-2">
        Privacy Notice
      </Link>
      .{' '}
      <span lang="ms">
        Dengan menghantar borang ini anda bersetuju dengan{' '}
        <Link href="/privacy" className="font-medium text-navy-800 underline underline-offset-2">
          Notis Privasi
        </Link>{' '}
        kami.
      </span>
    </p>
  )
}

import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { VerifyCodeForm } from '@/components/verify/verify-code-form'
import { parseCertificateCode } from '@/lib/certificates/certificate-code'

// Reads the code typed into its form (a GET, so it works without scripts).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Verify a certificate',
  robots: { index: false, follow: true },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function VerifyPage({ searchParams }: Props) {
  const typed = (await searchParams).code
  const input = typeof typed === 'string' ? typed.slice(0, 200) : null
  const code = input ? parseCertificateCode(input) : null
  if (code) redirect(`/verify/${code}`)
  return (
    <PageMain>
      <PageHero
        eyebrow="Certificate verification / Pengesahan sijil"
        heading="Verify a certificate"
        intro="Enter the code printed under the QR code of a certificate of completion. / Masukkan kod yang tercetak di bawah kod QR sijil."
      />
      <Section labelledBy="verify-form">
        <h2 id="verify-form" className="sr-only">
          Certificate code
        </h2>
        <VerifyCodeForm invalid={input !== null} defaultValue={input ?? ''} />
      </Section>
    </PageMain>
  )
}

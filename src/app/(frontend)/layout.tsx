import './globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/site-shell/site-footer'
import { SiteHeader } from '@/components/site-shell/site-header'
import { getCachedGlobal } from '@/server/content/globals'
import { serverUrl } from '@/server/seo/server-url'

import { fontVariables } from './fonts'

// Bounds what no save announces (other instances, a workshop that has just started); a save
// re-renders at once (src/server/revalidate.ts). Next reads it as a literal, so it repeats
// CONTENT_REVALIDATE_SECONDS.
export const revalidate = 10

export async function generateMetadata(): Promise<Metadata> {
  const site = await getCachedGlobal('site')
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: `${site.name} | ${site.slogan}`, template: `%s | ${site.name}` },
    description: `${site.name}: leadership training, certification and coaching in Malaysia.`,
    applicationName: site.name,
  }
}

export const viewport: Viewport = { themeColor: '#0b1d38', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const site = await getCachedGlobal('site')
  return (
    <html lang="en" className={fontVariables}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader siteName={site.name} />
        {/* Each page renders its main region (src/components/site-shell/page-main.tsx). */}
        {children}
        <SiteFooter
          siteName={site.name}
          slogan={site.slogan}
          supportEmail={site.supportEmail}
          whatsappPhone={site.whatsappPhone}
        />
      </body>
    </html>
  )
}

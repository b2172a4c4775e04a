import type { ReactNode } from 'react'

// Rendered by each page, so a page in its own language (the blog's) can say so here while the
// site's navigation stays in the document's English.
export function PageMain({ lang, children }: { lang?: string; children: ReactNode }) {
  return (
    // A language only where the page has one: React would send an unset one as "$undefined".
    <main id="main" className="flex-1" {...(lang ? { lang } : {})}>
      {children}
    </main>
  )
}

import type { ReactNode } from 'react'

/**
 * A page's main region. Each page renders its own (the layout has the header and footer
 * around it), so a page that has a language of its own (the blog's) can say so on the region
 * itself: the site's navigation around it stays English, the document's language.
 */
export function PageMain({ lang, children }: { lang?: string; children: ReactNode }) {
  return (
    // A language only where the page has one: React would send an unset one as "$undefined".
    <main id="main" className="flex-1" {...(lang ? { lang } : {})}>
      {children}
    </main>
  )
}

import type { Metadata } from 'next'

// Next.js hands the browser the page's metadata, not the not-found boundary's, once the page has
// hydrated; so a page that answers 404 declares the 404 title itself too.
export const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: '404 Page Not Found' },
  robots: { index: false },
}

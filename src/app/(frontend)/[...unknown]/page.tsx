import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

// Next.js hands the browser this page's metadata, not the not-found boundary's, once the
// page has hydrated; so the title is declared here too.
export const metadata: Metadata = {
  title: { absolute: '404 Page Not Found' },
  robots: { index: false },
}

// Every path no other route claims shows the site's own 404 page inside the site shell.
export default function UnknownPage() {
  notFound()
}

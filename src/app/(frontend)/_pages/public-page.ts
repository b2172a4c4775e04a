import type { Metadata } from 'next'
import type { ReactNode } from 'react'

/** A page of the public site: its metadata and its content, both read from the CMS. */
export type PublicPage = {
  metadata: () => Promise<Metadata>
  render: () => Promise<ReactNode>
}

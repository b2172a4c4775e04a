import { MenuButton } from './menu-button'

// Static at build time: served straight from Next's prerendered output.
export default function ReferencePage() {
  return (
    <main>
      <MenuButton />
      <h1>Reference page</h1>
      <p>A bare static page built by the same Next.js version as the site.</p>
    </main>
  )
}

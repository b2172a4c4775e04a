import { Logo } from './logo'
import { MainNav } from './main-nav'

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-navy-100 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo name={siteName} />
        <MainNav />
      </div>
    </header>
  )
}

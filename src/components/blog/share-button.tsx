'use client'

import { Share2 } from '@/components/ui/icons'

import { toast } from '@/components/ui/toast/toast-store'
import { useHydrated } from '@/components/ui/use-hydrated'

type Props = {
  label: string
  title: string
  text?: string | null
  copied: { title: string; description: string }
  failed: { title: string; description: string }
}

/** Copies through the Clipboard API, or the older way where the page is not secure (http). */
const copyText = async (text: string): Promise<void> => {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text)
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  const done = document.execCommand('copy')
  field.remove()
  if (!done) throw new Error('copy refused')
}

export function ShareButton({ label, title, text, copied, failed }: Props) {
  // Sharing needs the page's scripts: unavailable, not dead, until they run.
  const ready = useHydrated()
  const share = async () => {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await copyText(url)
      toast(copied)
    } catch {
      toast({ ...failed, variant: 'destructive' })
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      disabled={!ready}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/40 px-4 py-2 font-semibold text-white transition-colors hover:bg-white/10 disabled:cursor-wait disabled:opacity-60"
    >
      <Share2 aria-hidden="true" className="size-4" />
      {label}
    </button>
  )
}

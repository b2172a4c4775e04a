'use client'

import type { LucideIcon } from 'lucide-react'
import { useState } from 'react'

import { SmallButton } from './small-button'

type Props = {
  label: string
  /** What the button says while the file is being made. */
  busyLabel: string
  icon: LucideIcon
  /** Fetches the file and hands it to the browser, telling staff how it went. */
  onDownload: () => Promise<void>
}

/** A button that downloads a file the server builds, off while it is being built. */
export const DownloadButton = ({ label, busyLabel, icon: Icon, onDownload }: Props) => {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await onDownload()
    } finally {
      setBusy(false)
    }
  }
  return (
    <SmallButton
      buttonStyle="secondary"
      disabled={busy}
      onClick={download}
      icon={<Icon size={16} aria-hidden />}
      iconPosition="left"
    >
      {busy ? busyLabel : label}
    </SmallButton>
  )
}

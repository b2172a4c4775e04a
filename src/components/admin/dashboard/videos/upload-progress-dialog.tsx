'use client'

import { Button } from '@payloadcms/ui'

import { UPLOAD_COMPLETE } from '@/lib/dashboard/messages'

import { Dialog } from '../ui/dialog'

export type UploadPhase = 'idle' | 'uploading' | 'saving' | 'done'

type Props = {
  phase: UploadPhase
  percent: number
  fileName: string
  onClose: () => void
}

/** The upload's progress up to 100, then 'Upload complete!'; it cannot be closed mid-upload. */
export const UploadProgressDialog = ({ phase, percent, fileName, onClose }: Props) => {
  const sending = phase === 'uploading' || phase === 'saving'
  return (
    <Dialog
      open={phase !== 'idle'}
      onOpenChange={(open) => !open && !sending && onClose()}
      title="Uploading video"
      description={fileName}
      footer={
        <Button buttonStyle="secondary" margin={false} disabled={sending} onClick={onClose}>
          Done
        </Button>
      }
    >
      <div
        className="dash-progress"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="dash-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="dash-progress__text" aria-live="polite">
        {percent < 100 ? `Uploading… ${percent}%` : UPLOAD_COMPLETE}
        {phase === 'saving' && ' Saving the video…'}
      </p>
    </Dialog>
  )
}

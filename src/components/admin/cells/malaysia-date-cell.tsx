'use client'

import { DefaultCell, useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'

import { asTextField } from './as-text-field'

const FALLBACK_FORMAT = 'MMM dd, yyyy h:mm a'

/**
 * A date column in the admin's lists, on the Malaysian clock whatever the browser's zone
 * (Payload's own cell uses the browser's). Drawn by Payload's cell, so links and looks stay.
 */
export const MalaysiaDateCell = (props: DefaultCellComponentProps) => {
  const { config } = useConfig()
  const text = formatInMalaysia(props.cellData, config.admin?.dateFormat || FALLBACK_FORMAT)
  return <DefaultCell {...props} cellData={text ?? ''} field={asTextField(props.field)} />
}

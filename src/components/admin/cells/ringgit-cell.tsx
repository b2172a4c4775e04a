'use client'

import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { formatRinggit } from '@/lib/pricing'

import { asTextField } from './as-text-field'

/** An amount column as staff read money: RM 3,750, not 3750. */
export const RinggitCell = (props: DefaultCellComponentProps) => {
  const amount = typeof props.cellData === 'number' ? formatRinggit(props.cellData) : ''
  return <DefaultCell {...props} cellData={amount} field={asTextField(props.field)} />
}

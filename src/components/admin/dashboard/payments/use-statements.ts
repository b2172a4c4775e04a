'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import type { StatementPreview } from '@/lib/payments/statement/preview-statement'
import type { StatementProposal } from '@/lib/payments/statement/propose-mapping'
import type { StatementMapping as Mapping } from '@/lib/payments/statement-profiles'
import type { StatementMapping } from '@/payload-types'
import type { StatementImportSummary } from '@/server/payments/import-statement'

import { apiRequest, apiUpload } from '../data/api'
import type { Paginated } from '../data/paginated'
import { useDashboardMutation } from '../data/use-dashboard-mutation'
import {
  FORMAT_SAVE_FAILED,
  FORMAT_SAVED,
  STATEMENT_IMPORT_FAILED,
  STATEMENT_IMPORTED,
} from './payment-messages'
import { STATEMENT_LINES, STATEMENT_MAPPINGS } from './payment-queries'

export type StatementColumns = {
  skipRows: number
  columns: string[]
  proposal: StatementProposal
  preview: StatementPreview
}

export type NewStatementFormat = { name: string; account: string; mapping: Mapping }

export const useStatementFormats = () =>
  useQuery<Paginated<StatementMapping>>({
    queryKey: [STATEMENT_MAPPINGS, { sort: 'name', limit: 100, depth: 0 }],
  })

export const useSaveStatementFormat = () =>
  useDashboardMutation({
    mutationFn: (format: NewStatementFormat) =>
      apiRequest<{ doc: StatementMapping }>('POST', STATEMENT_MAPPINGS, format),
    success: FORMAT_SAVED,
    failure: FORMAT_SAVE_FAILED,
    refresh: [STATEMENT_MAPPINGS],
  })

const STATEMENT_COLUMNS = '/api/dashboard/statements/columns'

// Tells files apart in the cache: the same name chosen again after an edit is read again.
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

// Without `skipRows` the server finds the header row; without `mapping` the preview is read with
// the proposal. The last answer stays on screen while another is read.
export const useStatementColumns = (
  file: File,
  skipRows: number | undefined,
  mapping: Mapping | null = null,
) =>
  useQuery<StatementColumns>({
    queryKey: [STATEMENT_COLUMNS, fileKey(file), skipRows ?? 'found', mapping],
    queryFn: () => {
      const form = new FormData()
      form.set('file', file)
      if (skipRows !== undefined) form.set('skipRows', String(skipRows))
      if (mapping) form.set('mapping', JSON.stringify(mapping))
      return apiUpload<StatementColumns>(STATEMENT_COLUMNS, form)
    },
    placeholderData: keepPreviousData,
  })

export const useImportStatement = () =>
  useDashboardMutation({
    mutationFn: ({ file, format }: { file: File; format: number }) => {
      const form = new FormData()
      form.set('file', file)
      form.set('mapping', String(format))
      return apiUpload<StatementImportSummary>('/api/dashboard/statements', form)
    },
    success: STATEMENT_IMPORTED,
    failure: STATEMENT_IMPORT_FAILED,
    refresh: [STATEMENT_LINES],
  })

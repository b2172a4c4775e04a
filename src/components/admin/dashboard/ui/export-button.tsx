'use client'

import { FileSpreadsheet } from 'lucide-react'

import { ApiError, serverMessageOf } from '@/lib/dashboard/api-error'
import {
  filtersToSearchParams,
  type InquiryFilters,
  type RegistrationFilters,
} from '@/lib/dashboard/list-query'
import { INQUIRIES_FILE, REGISTRATIONS_FILE } from '@/lib/export/export-columns'
import {
  EXPORT_DOWNLOADED,
  EXPORT_FAILED,
  NO_DATA_TITLE,
  NO_DATA_TO_EXPORT,
} from '@/lib/dashboard/messages'

import { downloadExport } from '../data/download-export'
import { notifyFailure, notifyInfo, notifySuccess } from '../data/notify'
import { DownloadButton } from './download-button'

const isNoData = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 404 &&
  serverMessageOf(error.body) === NO_DATA_TO_EXPORT

/** Where each list's export is built, and the name its file is saved under. */
const EXPORTS = {
  registrations: { endpoint: '/api/dashboard/export/registrations', fileName: REGISTRATIONS_FILE },
  inquiries: { endpoint: '/api/dashboard/export/inquiries', fileName: INQUIRIES_FILE },
}

/** "Export to Excel" of what the panel currently shows (its search and filters). */
export const ExportButton = ({
  list,
  filters,
}:
  | { list: 'registrations'; filters: RegistrationFilters }
  | { list: 'inquiries'; filters: InquiryFilters }) => {
  const { endpoint, fileName } = EXPORTS[list]
  const exportNow = async () => {
    try {
      const query = filtersToSearchParams(filters).toString()
      await downloadExport(query ? `${endpoint}?${query}` : endpoint, fileName)
      notifySuccess(EXPORT_DOWNLOADED)
    } catch (error) {
      if (isNoData(error)) notifyInfo(NO_DATA_TITLE, NO_DATA_TO_EXPORT)
      else notifyFailure(error, EXPORT_FAILED)
    }
  }
  return (
    <DownloadButton
      label="Export to Excel"
      busyLabel="Exporting…"
      icon={FileSpreadsheet}
      onDownload={exportNow}
    />
  )
}

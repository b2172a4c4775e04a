import { formatInMalaysia } from './malaysia-time'

export const headerFromKey = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

// Exports are read by staff in Malaysia, so times are shown on their clock, not the server's.
export const formatExportDate = (value: unknown): string =>
  formatInMalaysia(value, "MMM dd, yyyy 'at' h:mm a") ?? 'N/A'

export const formatTableDate = (value: unknown): string =>
  formatInMalaysia(value, 'MMM dd, yyyy') ?? 'N/A'

import { formatInMalaysia } from './malaysia-time'

/** 'contactEmail' → 'Contact Email', 'youtubeURL' → 'Youtube URL', 'created_at' → 'Created At'. */
export const headerFromKey = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

// Exports are read by staff in Malaysia, so times are shown on their clock, not the server's.

/** 'Oct 14, 2025 at 3:05 PM' */
export const formatExportDate = (value: unknown): string =>
  formatInMalaysia(value, "MMM dd, yyyy 'at' h:mm a") ?? 'N/A'

/** 'Oct 14, 2025' */
export const formatTableDate = (value: unknown): string =>
  formatInMalaysia(value, 'MMM dd, yyyy') ?? 'N/A'

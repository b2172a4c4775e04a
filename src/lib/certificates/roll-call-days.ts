import { formatInMalaysia } from '../malaysia-time'

export const defaultRollCallDay = (days: readonly string[], today: string): string | null =>
  days.includes(today) ? today : (days[0] ?? null)

export const hasDayBegun = (day: string, today: string): boolean => day <= today

// Noon, so that no time zone moves it a day.
export const formatEditionDay = (day: string): string =>
  formatInMalaysia(`${day}T12:00:00+08:00`, 'EEE d MMM') ?? day

export const rollCallDayLabel = (day: string, index: number): string =>
  `Day ${index + 1} · ${formatEditionDay(day)}`

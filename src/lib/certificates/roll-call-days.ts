import { formatInMalaysia } from '../malaysia-time'

/**
 * The day the roll call opens on: today when the edition runs today (staff at the door),
 * otherwise its first day.
 */
export const defaultRollCallDay = (days: readonly string[], today: string): string | null =>
  days.includes(today) ? today : (days[0] ?? null)

/** Attendance can be marked once a day has begun on the Malaysian calendar, not before. */
export const hasDayBegun = (day: string, today: string): boolean => day <= today

/** 'Tue 1 Dec' for a day written 'YYYY-MM-DD' (noon, so that no clock moves it a day). */
export const formatEditionDay = (day: string): string =>
  formatInMalaysia(`${day}T12:00:00+08:00`, 'EEE d MMM') ?? day

/** 'Day 1 · Tue 1 Dec' */
export const rollCallDayLabel = (day: string, index: number): string =>
  `Day ${index + 1} · ${formatEditionDay(day)}`

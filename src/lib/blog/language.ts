/** The blog's languages (spec §9): English, the default, and Malay. */
export const BLOG_LANGUAGES = ['en', 'ms'] as const

export type BlogLanguage = (typeof BLOG_LANGUAGES)[number]

export const DEFAULT_BLOG_LANGUAGE: BlogLanguage = 'en'

/** The names the language toggle shows, each in its own language. */
export const BLOG_LANGUAGE_NAMES: Record<BlogLanguage, string> = {
  en: 'English',
  ms: 'Bahasa Malaysia',
}

export const isBlogLanguage = (value: unknown): value is BlogLanguage =>
  typeof value === 'string' && (BLOG_LANGUAGES as readonly string[]).includes(value)

/**
 * The language a visitor's page is shown in: a missing or unknown `lang` falls back to
 * English rather than failing (the API refuses unknown values instead, see api-request.ts).
 */
export const blogLanguageOrDefault = (value: unknown): BlogLanguage =>
  isBlogLanguage(value) ? value : DEFAULT_BLOG_LANGUAGE

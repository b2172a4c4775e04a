export const BLOG_LANGUAGES = ['en', 'ms'] as const

export type BlogLanguage = (typeof BLOG_LANGUAGES)[number]

export const DEFAULT_BLOG_LANGUAGE: BlogLanguage = 'en'

export const BLOG_LANGUAGE_NAMES: Record<BlogLanguage, string> = {
  en: 'English',
  ms: 'Bahasa Malaysia',
}

export const isBlogLanguage = (value: unknown): value is BlogLanguage =>
  typeof value === 'string' && (BLOG_LANGUAGES as readonly string[]).includes(value)

// An unknown `lang` falls back to English on pages; the API refuses it instead (api-request.ts).
export const blogLanguageOrDefault = (value: unknown): BlogLanguage =>
  isBlogLanguage(value) ? value : DEFAULT_BLOG_LANGUAGE

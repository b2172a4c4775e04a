import { BLOG_LANGUAGES, DEFAULT_BLOG_LANGUAGE, type BlogLanguage } from '../blog/language'

export const languageAlternates = (
  addressIn: (lang: BlogLanguage) => string,
): Record<BlogLanguage | 'x-default', string> => {
  const alternates = Object.fromEntries(BLOG_LANGUAGES.map((lang) => [lang, addressIn(lang)]))
  return {
    ...alternates,
    'x-default': addressIn(DEFAULT_BLOG_LANGUAGE),
  } as Record<BlogLanguage | 'x-default', string>
}

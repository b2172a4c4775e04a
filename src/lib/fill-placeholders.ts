// A placeholder with no value stays as written, so a typo shows.
export const fillPlaceholders = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{([a-z0-9_]+)\}/gi, (token, key: string) =>
    key in values ? String(values[key]) : token,
  )

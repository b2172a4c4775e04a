export const parseSenderAddress = (
  text: string | undefined,
  fallbackName: string,
): { name: string; address: string } | null => {
  const trimmed = text?.trim()
  if (!trimmed) return null
  const named = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(trimmed)
  if (named)
    return { name: named[1].replace(/^"|"$/g, '').trim() || fallbackName, address: named[2] }
  if (/^[^\s@<>]+@[^\s@<>]+$/.test(trimmed)) return { name: fallbackName, address: trimmed }
  throw new Error(`EMAIL_FROM must be an address or "Name <address>", got "${trimmed}"`)
}

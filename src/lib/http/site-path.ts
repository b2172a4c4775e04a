// Payload writes absolute file URLs once SERVER_URL is set; next/image refuses those as remote.
export const sitePath = (url: string, origin: string | null): string => {
  if (!origin || !url.startsWith(`${origin}/`)) return url
  return url.slice(origin.length)
}

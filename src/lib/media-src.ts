/**
 * The address next/image is given for a media file. With SERVER_URL set (production, Docker),
 * Payload makes media URLs absolute (`https://site/api/media/file/x.webp`); next/image then
 * treats them as remote images, which its configuration refuses (400), so every picture
 * broke. This app serves that path itself whatever origin the URL names, so the path alone
 * is the same file, and next/image fetches it as a local image.
 */
const OWN_MEDIA_PATH = /^https?:\/\/[^/]+(\/api\/media\/file\/[^?#]*(?:\?[^#]*)?)$/

export const mediaSrc = (url: string): string => OWN_MEDIA_PATH.exec(url)?.[1] ?? url

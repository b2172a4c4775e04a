import type { Access } from 'payload'

/** Anyone, signed in or not: public site content and public form submissions. */
export const anyone: Access = () => true

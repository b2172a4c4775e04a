/**
 * The one way the site's schemas reach zod: its functional `zod/mini` API, which lets the
 * bundler keep only the parts the forms use, configured here once. Every schema module
 * imports `z` from this file, so the settings below apply before any schema is built.
 */
import { config } from 'zod/mini'
import { en } from 'zod/locales'

config({
  // zod's own wording for problems our schemas give no message for (a number sent as text,
  // an unknown payment action); `zod/mini` loads no wording by default and would say only
  // "Invalid input".
  ...en(),
  // zod can compile validators with `new Function`; the site's Content-Security-Policy allows
  // no eval, so it validates without compiling (the same results, a little slower).
  jitless: true,
})

export * from 'zod/mini'

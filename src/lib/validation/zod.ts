// Every schema imports `z` from here, so this config applies before any schema is built.
import { config } from 'zod/mini'
import { en } from 'zod/locales'

config({
  // `zod/mini` loads no wording by default and would say only "Invalid input".
  ...en(),
  // The Content-Security-Policy allows no eval, which zod's compiled validators need.
  jitless: true,
})

export * from 'zod/mini'

// End-to-end tests drive Debian's Chromium; no browser is ever downloaded.
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with \`apt-get install -y chromium\``,
  )
  process.exit(1)
}

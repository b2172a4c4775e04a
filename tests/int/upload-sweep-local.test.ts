import { mkdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { uploadSweepSuite } from './shared/upload-sweep-suite'

const file = (name: string) => path.join(process.env.UPLOADS_DIR!, name)

uploadSweepSuite({
  kind: 'local',
  age: (name, when) => utimes(file(name), when, when),
  putRaw: async (name, bytes) => {
    await mkdir(path.dirname(file(name)), { recursive: true })
    await writeFile(file(name), bytes)
  },
})

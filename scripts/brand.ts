/**
 * `npm run brand`: writes the brand's files (wordmark, emblem, favicon, home-screen icon,
 * shared-link picture) from scripts/brand/. Run it after changing the brand's drawing.
 */
import fs from 'node:fs'
import path from 'node:path'

import { brandFiles } from './brand/files'

for (const file of brandFiles()) {
  const target = path.resolve(file.path)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, await file.data())
  console.log(`wrote ${file.path}`)
}

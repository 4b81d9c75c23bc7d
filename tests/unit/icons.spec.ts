import fs from 'node:fs'

import { expect, it } from 'vitest'

import { outputFile, renderIcons } from '../../scripts/icons'

it('the icon file holds exactly the Lucide icons the site uses (else run `npm run icons`)', async () => {
  expect(fs.readFileSync(outputFile, 'utf8')).toBe(await renderIcons())
})

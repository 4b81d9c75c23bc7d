import fs from 'node:fs'

import { expect, it } from 'vitest'

import { componentsFile, drawingsFile, renderIcons } from '../../scripts/icons'

it('the icon files hold exactly the Lucide icons the site uses (else run `npm run icons`)', async () => {
  const { components, drawings } = await renderIcons()
  expect(fs.readFileSync(componentsFile, 'utf8')).toBe(components)
  expect(fs.readFileSync(drawingsFile, 'utf8')).toBe(drawings)
})

import fs from 'node:fs'
import path from 'node:path'

import { createFormatter, createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { formats, timeZone } from '@/i18n/formats'
import { locales } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/
const ARABIC_SCRIPT_LETTERS = /[\u0621-\u064A\u067E-\u06D5]/
/** JavaScript's `\d` is the ten Latin digits only. */
const latinNumbers = (text: string) => text.match(/\d+/g)

// 22:30 UTC on 4 March is already 5 March in Baghdad (UTC+3).
const lateEvening = new Date('2024-03-04T22:30:00Z')

describe.each(['ar', 'ckb'] as const)('dates and numbers in %s', (locale) => {
  const format = createFormatter({ locale, formats, timeZone })

  it("write a date as Baghdad's day, with the month's name in the language and Latin digits", () => {
    const text = format.dateTime(lateEvening, 'long')
    const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone }).format(lateEvening)
    expect(month).toMatch(ARABIC_SCRIPT_LETTERS)
    expect(text).toContain(month)
    expect(latinNumbers(text)).toEqual(['5', '2024'])
    expect(text).not.toMatch(ARABIC_INDIC_DIGITS)
  })

  it('write a year with Latin digits and no thousands separator', () => {
    expect(format.number(1944, 'year')).toBe('1944')
    expect(format.number(12, 'integer')).toBe('12')
  })

  it("write the number in a message's plural forms with Latin digits", async () => {
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'recipes', formats, timeZone })
    for (const count of [0, 3, 11, 25, 100]) {
      const text = t('minutes', { count })
      expect(text).toMatch(ARABIC_SCRIPT_LETTERS)
      expect(latinNumbers(text)).toEqual([String(count)])
      expect(text).not.toMatch(ARABIC_INDIC_DIGITS)
    }
  })
})

/** Every message of a catalogue, by its full key. */
function flatten(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  )
}

describe('message catalogues', () => {
  // A plural's `#`, `{n, number}` or `{d, date}` without one of our formats would take the
  // language's own digits: fill every argument of every message with numbers and look.
  it.each(locales)('%s writes every number in its messages with Latin digits', async (locale) => {
    const onError = (error: Error) => expect.fail(error.message)
    for (const [key, message] of flatten(await loadMessages(locale))) {
      // Arabic's default digits are Latin in the ICU data of recent runtimes and Arabic-Indic in
      // older ones, so a plural's `#` is refused even where it would pass here.
      expect(message, `${locale} ${key}`).not.toContain('#')
      const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1])
      // Each message alone, as the app formats it: same locale, formats and time zone.
      const t = createTranslator({ locale, messages: { message }, formats, timeZone, onError })
      for (const value of [0, 1, 2, 3, 11, 100, 1944]) {
        const text = t('message', Object.fromEntries(names.map((name) => [name, value])))
        expect(text, `${locale} ${key} with ${value}`).not.toMatch(ARABIC_INDIC_DIGITS)
      }
    }
  })
})

/** Every style sheet of the site, by its path from the project's root. */
function styleSheets(folder = 'src'): Array<[string, string]> {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry): Array<[string, string]> => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return styleSheets(file)
    return file.endsWith('.css') ? [[file, fs.readFileSync(file, 'utf8')]] : []
  })
}

describe('numbers drawn by the style sheets', () => {
  it('are in the digits the formats choose, in every language', () => {
    const systems = new Set(Object.values(formats.number).map((format) => format.numberingSystem))
    expect([...systems]).toEqual(['latn'])
    // A list's or counter's style other than `decimal` (`arabic-indic`, `persian`…) would number
    // Kurdish recipe steps ١ ٢ ٣ beside "2 کەوچکی" in the step's text.
    const counterStyle = /\bcounters?\(\s*[\w-]+\s*(?:,\s*(?:"[^"]*"|'[^']*')\s*)?,\s*([\w-]+)\s*\)|list-style(?:-type)?\s*:\s*([\w-]+)/g
    const styles = styleSheets().flatMap(([file, css]) =>
      [...css.matchAll(counterStyle)].map((match) => `${file}: ${match[1] ?? match[2]}`),
    )
    expect(styles.length).toBeGreaterThan(0)
    expect(styles.filter((style) => !/: (?:decimal|none|disc|circle|square|inherit)$/.test(style))).toEqual([])
  })

  it('number the recipe steps in the decimal style, with no other style for one language', () => {
    const css = fs.readFileSync('src/components/recipes/RecipeMethod.module.css', 'utf8')
    expect(css).toMatch(/\.step::before\s*\{[^}]*content:\s*counter\(step, decimal\)/)
    expect(css).not.toMatch(/:lang\([^)]*\)::before\s*\{[^}]*counter\(/)
  })
})

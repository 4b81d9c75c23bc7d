import { importDateFNSLocale } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { formatDate } from '@payloadcms/ui/shared'
import type { CollectionConfig, Field, GlobalConfig, PayloadRequest, TextField } from 'payload'
import { describe, expect, it } from 'vitest'

import { apiTabForAdministrators } from '@/admin/ApiTab/apiTab'
import { greetingFor } from '@/admin/Dashboard/greeting'
import { ADMIN_DATE_FORMAT, ADMIN_DAY_FORMAT, formatAdminDate } from '@/admin/dates'
import { adminTranslations, editorPlaceholder } from '@/admin/translations'
import { Media } from '@/collections/Media'
import { timeZone } from '@/i18n/formats'

type Catalogue = { [key: string]: string | Catalogue }

/** Payload's English catalogue with this site's words over it, as Payload merges them. */
function merged(base: Catalogue, over: Catalogue): Catalogue {
  const out: Catalogue = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const below = out[key]
    out[key] = typeof value === 'object' && typeof below === 'object' ? merged(below, value) : value
  }
  return out
}

function strings(catalogue: Catalogue, path = ''): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value] as [string, string]] : strings(value, `${path}${key}:`),
  )
}

const english = merged(en.translations as unknown as Catalogue, adminTranslations.en as unknown as Catalogue)
const t = (key: string) => strings(english).find(([path]) => path === key)?.[1]

describe("the admin's English words", () => {
  it('never say "locale": a language is a language', () => {
    // `{{locale}}` is where Payload writes the language's name, not a word shown.
    const left = strings(english).filter(([, text]) => /\blocales?\b/i.test(text.replace(/\{\{\w+\}\}/g, '')))
    expect(left).toEqual([])
    expect(`${t('general:locale')}:`).toBe('Language:')
  })

  it('name no "[Untitled]", "Paste Field" or "Duplicate Selected Locales"', () => {
    // Payload writes `[${untitled}]` and `${duplicate} ${selectedLocales}`.
    expect(`[${t('general:untitled')}]`).not.toBe('[Untitled]')
    expect(t('general:pasteField')).not.toBe('Paste Field')
    expect(`${t('general:duplicate')} ${t('localization:selectedLocales')}`).toBe('Duplicate in some languages')
  })

  it('tell an editor at a page they may not open that it may be their account, not "nothing to correspond"', () => {
    expect(t('general:sorryNotFound')).not.toMatch(/correspond/)
    expect(t('general:sorryNotFound')).toMatch(/your account does not have access to it/)
    expect(t('general:nothingFound')).toBe('This page cannot be opened')
    // Its title and breadcrumb said "Not Found" above it.
    expect(t('general:notFound')).toBe('Cannot be opened')
  })

  it('give the empty editor a hint without "press \'/\' for commands"', () => {
    expect(Object.values(editorPlaceholder).join(' ')).not.toMatch(/'\/'|commands/)
  })

  it('confirm a scheduled publish by pointing at what was scheduled and its time zone', () => {
    expect(t('version:scheduledSuccessfully')).toMatch(/what happens, when, and in which time zone/)
  })
})

describe("a picture's description", () => {
  it('says where its translations are written, as the upload drawer inside another form has no language switch', () => {
    const alt = Media.fields.find((field): field is TextField => field.type === 'text' && field.name === 'alt')
    const description = alt?.admin?.description
    expect(description).toEqual(expect.stringContaining('under Media'))
    expect(description).not.toEqual(expect.stringContaining('language switch above'))
  })
})

describe("the dashboard's greeting", () => {
  it("keeps the spec's greeting for an administrator", () => {
    expect(greetingFor({ role: 'admin', name: 'Sara', email: 'sara@example.com' })).toEqual({ key: 'hawler:welcome' })
  })

  it('greets an editor by name', () => {
    expect(greetingFor({ role: 'editor', name: ' Dilan ', email: 'd.k@example.com' })).toEqual({ key: 'hawler:welcomeName', name: 'Dilan' })
  })

  it("greets an editor without a name by their address's first part, never as the admin", () => {
    expect(greetingFor({ role: 'editor', name: '', email: 'd.k@example.com' })).toEqual({ key: 'hawler:welcomeName', name: 'd.k' })
    expect(greetingFor({ role: 'editor' })).toEqual({ key: 'hawler:welcomeEditor' })
  })
})

describe("the admin's dates", () => {
  // 22:24 in Baghdad (UTC+3).
  const evening = '2026-12-01T19:24:00.000Z'

  it("write the site's time zone on a 24-hour clock", () => {
    expect(formatAdminDate(evening, 'en')).toBe('1 Dec 2026, 22:24')
    expect(formatAdminDate('2026-12-01T21:05:00.000Z', 'en')).toBe('2 Dec 2026, 00:05')
  })

  it("read the same as Payload's own screens with the admin's date format", async () => {
    const i18n = { dateFNS: await importDateFNSLocale('en-US'), t: (key: string) => key }
    const payloads = formatDate({ date: evening, i18n: i18n as never, pattern: ADMIN_DATE_FORMAT, timezone: timeZone })
    expect(payloads).toBe(formatAdminDate(evening, 'en'))
  })

  it('are written one way in every date field, a day alone where the field holds no time', async () => {
    const modules = await Promise.all(
      Object.values(import.meta.glob<Record<string, unknown>>(['/src/collections/*.ts', '/src/globals/*.ts'])).map((load) => load()),
    )
    const configs = modules.flatMap((module) =>
      Object.values(module).filter(
        (value): value is CollectionConfig | GlobalConfig => typeof value === 'object' && value !== null && 'fields' in value,
      ),
    )
    const dateFields = (fields: Field[]): Field[] =>
      fields.flatMap((field) => [
        ...(field.type === 'date' ? [field] : []),
        ...('fields' in field ? dateFields(field.fields) : []),
        ...('tabs' in field ? field.tabs.flatMap((tab) => dateFields(tab.fields)) : []),
      ])
    const found = configs.flatMap((config) =>
      dateFields(config.fields).map((field) => {
        const date = field.type === 'date' ? field.admin?.date : undefined
        return {
          field: `${config.slug}.${'name' in field ? field.name : ''}`,
          day: date?.pickerAppearance === 'dayOnly',
          format: date?.displayFormat,
        }
      }),
    )
    expect(found.map(({ field }) => field)).toEqual(expect.arrayContaining(['news.publishedAt', 'jobs.validThrough', 'notices.endsAt']))
    for (const { field, day, format } of found) expect(format, field).toBe(day ? ADMIN_DAY_FORMAT : ADMIN_DATE_FORMAT)
  })
})

describe('the API tab', () => {
  const req = (role: string) => ({ user: { id: 1, collection: 'users', role } }) as unknown as PayloadRequest
  const args = (role: string) => ({ req: req(role) }) as Parameters<typeof apiTabForAdministrators>[0]

  it('is shown to administrators only', () => {
    expect(apiTabForAdministrators(args('admin'))).toBe(true)
    expect(apiTabForAdministrators(args('editor'))).toBe(false)
  })
})

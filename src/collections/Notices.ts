import type { CollectionConfig } from 'payload'

import { dayAndTimePicker } from '@/admin/dates'
import { publishedContentAccess } from '@/access/rules'
import { englishOriginal } from '@/fields/englishOriginal'
import { title } from '@/fields/title'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { defaultLocale } from '@/i18n/locales'
import { changesAfter, endBeforeStart } from '@/lib/notices'

const MESSAGE_MAX = 1000

/**
 * Pages show a notice only between its dates, and they are kept in cache until something
 * expires them: each save of a published notice queues their expiry at its start and at its
 * end, so it appears and leaves on time with nobody signed in.
 */
const revalidate = revalidateCollection('notices', { changesAt: changesAfter })

/**
 * Recalls and other notices to consumers (Regulation (EC) 178/2002, Art. 19): a recall is a
 * banner on every public page; any notice shows on the pages of the products it names, and so
 * where their packs' QR codes lead.
 */
export const Notices: CollectionConfig = {
  slug: 'notices',
  labels: { singular: 'Notice', plural: 'Notices and recalls' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'startsAt', 'endsAt', '_status'],
    group: 'Products',
    description: 'A recall shows as a warning on every page of the site; any notice shows on the pages of the products it names.',
  },
  access: publishedContentAccess,
  hooks: revalidate,
  versions: { drafts: true },
  defaultSort: '-startsAt',
  fields: [
    title(),
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      localized: true,
      maxLength: MESSAGE_MAX,
      admin: {
        description: 'Plain words for consumers: what is wrong, which packs (batch, best-before date) and what to do.',
        components: englishOriginal,
      },
      validate: (value, { req, operation }) => {
        const text = typeof value === 'string' ? value.trim() : ''
        const locale = req.locale ?? defaultLocale
        if (text.length > MESSAGE_MAX) return `The message can be at most ${MESSAGE_MAX} characters long.`
        if (locale === defaultLocale && !text) return 'The message is required in English.'
        if (locale !== defaultLocale && operation === 'create')
          return 'Create this with its English message first, then add the translations.'
        return true
      },
    },
    {
      name: 'kind',
      label: 'Kind',
      type: 'radio',
      required: true,
      options: [
        { value: 'recall', label: 'Recall: a warning on every page' },
        { value: 'info', label: 'Information: on the products’ pages only' },
      ],
      admin: {
        position: 'sidebar',
        description:
          'A recall is published at once, in every language. Until its Arabic and Kurdish are added, the site shows the English text there, with a note saying it is not translated yet.',
      },
    },
    {
      name: 'products',
      label: 'Products concerned',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      admin: { description: 'A recall names them in its warning on every page; other notices show at the top of these products’ pages.' },
    },
    {
      name: 'startsAt',
      label: 'Shown from',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: dayAndTimePicker },
    },
    {
      name: 'endsAt',
      label: 'Shown until',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: dayAndTimePicker,
        description: 'Leave empty to show it until it is unpublished. It leaves every page by itself at this time.',
      },
      validate: (value, { siblingData }) =>
        endBeforeStart({ startsAt: (siblingData as { startsAt?: string }).startsAt, endsAt: value as string | null }) ?? true,
    },
  ],
}

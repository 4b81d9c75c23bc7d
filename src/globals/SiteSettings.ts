import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { adminField, hiddenFromEditors } from '@/access/roles'
import { siteSettingsAccess } from '@/access/rules'
import { colour } from '@/fields/colour'
import { image } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { socialLinks } from '@/fields/socialLinks'
import { DEFAULT_ANSWER_DAYS } from '@/lib/enquiries/acknowledgement'
import { DEFAULT_APPLICATION_RETENTION_DAYS } from '@/lib/retention'
import { synonymGroups } from '@/lib/searchSynonyms'
import { revalidateGlobal } from '@/hooks/revalidateOnChange'
import { deleteSoonWhenPeriodShortened } from '@/hooks/deleteSoonWhenPeriodShortened'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings', hidden: hiddenFromEditors },
  access: siteSettingsAccess,
  // Every save is kept (the last 50), so a wrong colour or link can be undone.
  versions: { max: 50 },
  hooks: { afterChange: [...revalidateGlobal('site-settings'), deleteSoonWhenPeriodShortened] },
  fields: [
    localizedText({ name: 'siteName', label: 'Site name' }),
    localizedTextarea({ name: 'tagline', label: 'Short description of the company', maxLength: 300 }),
    image({ name: 'logo', label: 'Logo' }),
    {
      name: 'foundingYear',
      label: 'Year founded',
      type: 'number',
      defaultValue: 1944,
      min: 1800,
      max: 2100,
    },
    localizedTextarea({ name: 'footerText', label: 'Footer text', maxLength: 500 }),
    {
      type: 'row',
      fields: [
        colour({ name: 'footerBackgroundColor', label: 'Footer background colour', defaultValue: '#C62828' }),
        colour({ name: 'footerTextColor', label: 'Footer text colour', defaultValue: '#FFFFFF' }),
      ],
    },
    socialLinks(),
    {
      name: 'searchSynonyms',
      label: 'Search: words that mean the same',
      labels: { singular: 'Group of words', plural: 'Groups of words' },
      type: 'array',
      localized: true,
      admin: {
        description:
          'A product search for any word of a group also finds products named with the others, in every language. Write the words of a group separated by commas, for example: بطاطا، بطاطس',
      },
      fields: [
        {
          name: 'words',
          label: 'Words',
          type: 'text',
          required: true,
          maxLength: 300,
          validate: ((value) =>
            typeof value === 'string' && synonymGroups([value]).length === 1
              ? true
              : 'Write at least two different words, separated by commas.') satisfies TextFieldSingleValidation,
        },
      ],
    },
    {
      name: 'enquiryEmail',
      label: 'Send enquiries to',
      type: 'email',
      // Where visitors' messages and their personal data go: an administrator's choice, never
      // an editor's (the whole global is administrators' only; the field says so itself too),
      // and not for the public API.
      access: { read: adminField, update: adminField },
      admin: {
        description:
          'Each message sent with the contact form is e-mailed here, and each job application too when "Send job applications to" is empty. Left empty, nothing is e-mailed and messages wait under Enquiries. The e-mail address shown on the contact page is set on that page and does not change where messages go.',
      },
    },
    {
      name: 'enquiryAnswerDays',
      label: 'We answer enquiries within (working days)',
      type: 'number',
      defaultValue: DEFAULT_ANSWER_DAYS,
      min: 1,
      max: 60,
      admin: {
        step: 1,
        description:
          'Whoever sends a message with the contact form gets an e-mail, in their language, saying it arrived and when to expect the answer.',
      },
    },
    {
      name: 'enquiryRetentionDays',
      label: 'Keep enquiries for (days)',
      type: 'number',
      defaultValue: 365,
      min: 1,
      max: 3650,
      admin: {
        step: 1,
        description: 'Messages sent with the contact form are deleted automatically once they are this many days old.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'applicationEmail',
          label: 'Send job applications to',
          type: 'email',
          // An address of the company's own staff: not for the public API.
          access: { read: adminField, update: adminField },
          admin: {
            width: '50%',
            description: 'Each job application is e-mailed here. Left empty, it goes to the address of "Send enquiries to".',
          },
        },
        {
          name: 'applicationRetentionDays',
          label: 'Keep job applications for (days)',
          type: 'number',
          defaultValue: DEFAULT_APPLICATION_RETENTION_DAYS,
          min: 1,
          max: 3650,
          admin: {
            width: '50%',
            step: 1,
            description: 'Applications and their CVs are deleted automatically once they are this many days old.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        localizedText({ name: 'creditLabel', label: 'Credit link text' }),
        {
          name: 'creditUrl',
          label: 'Credit link address',
          type: 'text',
          validate: ((value) =>
            typeof value !== 'string' || !value || /^https:\/\/\S+$/.test(value)
              ? true
              : 'The address must start with https://') satisfies TextFieldSingleValidation,
        },
      ],
    },
  ],
}

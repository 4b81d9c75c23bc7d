import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { globalAccess } from '@/access/rules'
import { colour } from '@/fields/colour'
import { image } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { socialLinks } from '@/fields/socialLinks'
import { revalidateGlobal } from '@/hooks/revalidateOnChange'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: globalAccess,
  hooks: { afterChange: revalidateGlobal('site-settings') },
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

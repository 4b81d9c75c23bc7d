import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { pageGlobalAccess } from '@/access/rules'
import { coordinates } from '@/fields/coordinates'
import { description } from '@/fields/description'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { socialLinks } from '@/fields/socialLinks'
import { revalidateGlobal } from '@/hooks/revalidateOnChange'

export const ContactUs: GlobalConfig = {
  slug: 'contact-us',
  label: 'Contact us',
  admin: { group: 'Pages' },
  access: pageGlobalAccess,
  // Every save is kept (the last 50), so a wrong phone number or paragraph can be undone.
  versions: { max: 50 },
  hooks: { afterChange: revalidateGlobal('contact-us') },
  fields: [
    localizedText({ name: 'title', label: 'Title' }),
    description({ label: 'Text' }),
    localizedTextarea({ name: 'address', label: 'Office address', maxLength: 500 }),
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          label: 'Phone',
          type: 'text',
          validate: ((value) =>
            typeof value !== 'string' || !value || /^\+?[0-9 ()-]{6,24}$/.test(value)
              ? true
              : 'Write the phone number with digits, spaces and an optional leading +, for example +964 750 000 0000.') satisfies TextFieldSingleValidation,
        },
        {
          name: 'email',
          label: 'E-mail',
          type: 'email',
          // Only shown: where enquiries are sent is the site settings' `enquiryEmail`, which an
          // editor, who may edit this page, cannot change.
          admin: {
            description:
              'Shown on the contact page. Messages sent with the contact form go to the address an administrator sets in the site settings.',
          },
        },
      ],
    },
    localizedTextarea({ name: 'openingHours', label: 'Opening hours', maxLength: 500 }),
    coordinates(),
    socialLinks(),
  ],
}

import type { GlobalConfig } from 'payload'

import { pageGlobalAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { designTexts } from '@/fields/designTexts'
import { images } from '@/fields/media'
import { localizedText } from '@/fields/localizedText'
import { revalidateGlobal } from '@/hooks/revalidateOnChange'

export const AboutUs: GlobalConfig = {
  slug: 'about-us',
  label: 'About us',
  admin: { group: 'Pages' },
  access: pageGlobalAccess,
  // Every save is kept (the last 50), so a wrong phone number or paragraph can be undone.
  versions: { max: 50 },
  hooks: { afterChange: revalidateGlobal('about-us') },
  fields: [
    localizedText({ name: 'title', label: 'Title' }),
    description({ label: 'Text' }),
    ...designTexts(),
    images({ name: 'images', label: 'Photos' }),
  ],
}

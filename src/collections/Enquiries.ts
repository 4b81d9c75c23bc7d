import type { CheckboxFieldValidation, CollectionConfig } from 'payload'

import { hiddenFromEditors } from '@/access/roles'
import { adminOnlyAccess } from '@/access/rules'
import { localeInfo, locales } from '@/i18n/locales'

/**
 * A message sent with the contact page's form by a distributor, export partner or customer.
 * Only administrators read it; visitors create one through the form (src/app, not the REST
 * API, which refuses them), and each is deleted once the retention period in the site
 * settings has passed.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    useAsTitle: 'name',
    // Newest first (defaultSort), unread ones marked in the second column.
    defaultColumns: ['name', 'read', 'company', 'country', 'email', 'createdAt'],
    listSearchableFields: ['name', 'company', 'country', 'email'],
    group: 'Messages',
    hidden: hiddenFromEditors,
    description:
      'Messages sent with the form on the contact page, newest first. Mark one read with its button, or tick "Read" in it. Each is deleted automatically after the period set in the site settings.',
  },
  access: adminOnlyAccess,
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200, admin: { width: '50%' } },
        { name: 'company', label: 'Company', type: 'text', maxLength: 200, admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'country', label: 'Country', type: 'text', required: true, maxLength: 100, admin: { width: '50%' } },
        { name: 'email', label: 'E-mail', type: 'email', required: true, admin: { width: '50%' } },
      ],
    },
    { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'consent',
      label: 'Agreed to be contacted',
      type: 'checkbox',
      required: true,
      validate: ((value) => (value === true ? true : 'The sender must agree to be contacted.')) satisfies CheckboxFieldValidation,
    },
    {
      name: 'read',
      label: 'Read',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Tick once the enquiry has been read.',
        components: { Cell: '/admin/EnquiryRead/ReadCell#ReadCell' },
      },
    },
    {
      name: 'locale',
      label: 'Language of the sender',
      type: 'select',
      options: locales.map((code) => ({ value: code, label: localeInfo[code].label })),
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}

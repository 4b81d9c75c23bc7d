'use client'

import { useConfig, useFormFields, useTranslation } from '@payloadcms/ui'

import { slugify } from '@/lib/slugify'

import { formText } from '../formText'
import { adminT } from '../translations'

type Props = {
  /** The public address with `{slug}` where the slug goes, for example `/products/{slug}`. */
  pattern: string
}

/**
 * The page address the document has, or will have once saved, under the slug field. Before
 * the first save the slug is empty (it is made from the English title on save), so this
 * shows what it will be as the title is typed, instead of an empty box to worry about.
 */
export function PageAddress({ pattern }: Props) {
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const { config } = useConfig()
  const slug = useFormFields(([fields]) => formText(fields.slug?.value))
  const generated = useFormFields(([fields]) => fields.generateSlug?.value !== false)
  const title = useFormFields(([fields]) => formText(fields.title?.value))
  const future = slug || (generated ? slugify(title) : '')
  const address = future ? `${config.serverURL}${pattern.replace('{slug}', future)}` : ''

  return (
    <p className="field-description" data-testid="page-address" style={{ overflowWrap: 'anywhere' }}>
      {address ? t(slug ? 'hawler:pageAddress' : 'hawler:pageAddressAfterSave', { address }) : t('hawler:pageAddressFromTitle')}
    </p>
  )
}

import { getContactUs, getSiteSettings } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { localizedUrl } from '@/lib/metadata'

import { JsonLd } from './JsonLd'

/** Who the company is: name, founding year, office address and social profiles. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const [settings, contact] = await Promise.all([getSiteSettings(locale), getContactUs(locale)])
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: settings.siteName ?? 'Hawler Foods',
        url: localizedUrl(locale, '/'),
        foundingDate: String(settings.foundingYear ?? 1944),
        email: contact.email ?? undefined,
        telephone: contact.phone ?? undefined,
        address: contact.address
          ? { '@type': 'PostalAddress', streetAddress: contact.address, addressLocality: 'Erbil', addressCountry: 'IQ' }
          : undefined,
        sameAs: Object.values(settings.socialLinks ?? {}).filter(Boolean),
      }}
    />
  )
}

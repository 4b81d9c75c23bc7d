import { getLocale } from 'next-intl/server'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { NotFoundScreen } from '@/components/states/NotFoundScreen'

// A translated 404 inside the site's header and footer.
export default async function NotFound() {
  const locale = await getLocale()
  return (
    <>
      <SiteHeader locale={locale} />
      <NotFoundScreen />
      <SiteFooter locale={locale} />
    </>
  )
}

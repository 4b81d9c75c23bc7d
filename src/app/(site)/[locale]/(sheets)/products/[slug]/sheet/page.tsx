import { getTranslations } from 'next-intl/server'

import { SpecificationSheet } from '@/components/sheet/SpecificationSheet'
import { fallbackLang } from '@/data/content'
import { getGlobalContent } from '@/data/globals'
import { pageMetadata } from '@/data/pageMetadata'
import { getProduct } from '@/data/products'
import { getSiteSettings } from '@/data/site'
import { itemPath } from '@/lib/contentTypes'
import { foodInformationToShow } from '@/lib/food/foodInformation'
import { toImage } from '@/lib/media'
import { localizedUrl } from '@/lib/metadata'
import { packSizesToShow } from '@/lib/packs'
import { drawnBarcode } from '@/lib/productCodes'
import { sheetPath } from '@/lib/specificationSheet'
import type { Category } from '@/payload-types'

import { documentPage } from '../../../../(pages)/_detail/documentPage'

/** `/products/{slug}/sheet`: the product's specification sheet, in the page's language. */
const { generateMetadata, generateStaticParams, Page } = documentPage({
  read: getProduct,
  metadata: async ({ doc }, { locale }) => {
    const t = await getTranslations({ locale, namespace: 'sheet' })
    const base = await pageMetadata({ locale, pathname: sheetPath(doc.slug), title: `${doc.title ?? ''}: ${t('title')}` })
    // The product page is the one to find; the sheet is for printing.
    return { ...base, robots: { index: false, follow: true } }
  },
  render: async ({ doc: product, fallbackFields }, { locale }) => {
    const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
    // The manufacturer is named as the page's language names it (the header's name); the
    // English name, where a language has none of its own, is marked as English.
    const [brand, englishBrand, contact] = await Promise.all([
      getSiteSettings(locale),
      getSiteSettings('en'),
      getGlobalContent('contact-us', locale),
    ])
    const contactLang = (field: string) => fallbackLang(contact.fallbackFields.includes(field))
    const category = typeof product.category === 'object' ? (product.category as Category) : null
    const pagePath = itemPath('products', product.slug)
    return (
      <SpecificationSheet
        locale={locale}
        product={{
          title: product.title ?? '',
          titleLang: lang('title'),
          category: category?.title ?? undefined,
          barcode: product.barcode,
          barcodePicture: drawnBarcode(product.barcode),
          photo: toImage(product.images?.[0], 'thumbnail'),
          packSizes: packSizesToShow(product.packs),
          food: foodInformationToShow(product),
          foodLang: { storage: lang('storage'), origin: lang('origin'), bestBeforeNote: lang('bestBeforeNote') },
          updatedAt: product.updatedAt,
          pagePath,
          pageUrl: localizedUrl(locale, pagePath),
        }}
        manufacturer={{
          name: brand.siteName || 'Hawler Foods',
          nameLang: fallbackLang(locale !== 'en' && (!brand.siteName || brand.siteName === englishBrand.siteName)),
          address: contact.doc.address,
          addressLang: contactLang('address'),
          phone: contact.doc.phone,
          email: contact.doc.email,
        }}
      />
    )
  },
})

export { generateMetadata, generateStaticParams }
export default Page

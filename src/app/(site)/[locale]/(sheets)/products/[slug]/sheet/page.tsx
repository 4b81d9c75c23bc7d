import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SpecificationSheet } from '@/components/sheet/SpecificationSheet'
import { fallbackLang } from '@/data/content'
import { getGlobalContent } from '@/data/globals'
import { pageMetadata } from '@/data/pageMetadata'
import { getProduct } from '@/data/products'
import { getSiteSettings } from '@/data/site'
import { requireLocale } from '@/i18n/requireLocale'
import { itemPath } from '@/lib/contentTypes'
import { foodInformationToShow } from '@/lib/food/foodInformation'
import { toImage } from '@/lib/media'
import { localizedUrl } from '@/lib/metadata'
import { packSizesToShow } from '@/lib/packSizes'
import { drawnBarcode } from '@/lib/productCodes'
import { sheetPath } from '@/lib/specificationSheet'
import type { Category } from '@/payload-types'

import { resilientMetadata, resilientPage } from '../../../../_shared/resilient'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on its first request and kept until the product's save expires it, as the product page.
export function generateStaticParams() {
  return []
}

async function metadata({ params }: Props): Promise<Metadata> {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  const [t, found] = await Promise.all([getTranslations({ locale, namespace: 'sheet' }), getProduct(locale, slug)])
  if (!found) return {}
  const base = await pageMetadata({ locale, pathname: sheetPath(found.doc.slug), title: `${found.doc.title ?? ''}: ${t('title')}` })
  // The product page is the one to find; the sheet is for printing.
  return { ...base, robots: { index: false, follow: true } }
}

/** `/products/{slug}/sheet`: the product's specification sheet, in the page's language. */
async function SheetPage({ params }: Props) {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  setRequestLocale(locale)
  const found = await getProduct(locale, slug)
  if (!found) notFound()
  // The manufacturer is named as the page's language names it (the header's name); the
  // English name, where a language has none of its own, is marked as English.
  const [brand, englishBrand, contact] = await Promise.all([
    getSiteSettings(locale),
    getSiteSettings('en'),
    getGlobalContent('contact-us', locale),
  ])
  const { doc: product, fallbackFields } = found
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
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
        packSizes: packSizesToShow(product.packSizes),
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
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(SheetPage)

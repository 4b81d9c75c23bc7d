import type { Payload } from 'payload'

import { directionOf, type Locale, translatedLocales } from '../../src/i18n/locales'
import type { LegalPageSlug } from '../../src/lib/legalPages'
import { paragraphsToRichText } from '../../src/lib/richText'
import { categories, products, subCategories } from './content/catalogue'
import { certificates } from './content/certificates'
import { distributors } from './content/distributors'
import { aboutUs, categorySettings, contactUs, healthCareSettings, recipeSettings, siteSettings } from './content/pages'
import { legalTexts } from './content/legal'
import { notices } from './content/notices'
import { recipes } from './content/recipes'
import { healthCare, jobs, news, sliders, videos } from './content/stories'
import type { Localized, PageSettingsSeed } from './content/types'
import { uploadDocument } from './documents'
import { foodData, foodTexts } from './food'
import { uploadPicture } from './media'
import { createOnce, createOnceBy } from './upsert'

/** The languages written after English, as updates of what English created. */
const translations = translatedLocales

/** One language's values of several localized fields; string lists become rich text. */
function textsIn(locale: Locale, fields: Record<string, Localized | Localized<string[]>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      const text = value[locale]
      return [name, Array.isArray(text) ? paragraphsToRichText(text, directionOf(locale)) : text]
    }),
  )
}

/** The English create data and the Arabic and Kurdish updates for a set of localized fields. */
function localized(fields: Record<string, Localized | Localized<string[]>>) {
  return {
    en: textsIn('en', fields),
    translations: Object.fromEntries(translations.map((locale) => [locale, textsIn(locale, fields)])),
  }
}

function listIn<T extends string>(locale: Locale, list: Localized<string[]>, key: T) {
  return list[locale].map((text) => ({ [key]: text }))
}

/** Fills an empty database with demo content in three languages. Safe to run again. */
export async function seed(payload: Payload): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const category of categories) {
    const texts = localized({
      title: category.title,
      description: category.description,
      designSubTitle: category.designSubTitle,
      designDescription: category.designDescription,
    })
    const image = await uploadPicture(payload, category.picture)
    const id = await createOnce(
      payload,
      'categories',
      category.slug,
      { ...texts.en, backgroundColor: category.backgroundColor, textColor: category.textColor, image, order: category.order },
      texts.translations,
    )
    categoryIds.set(category.slug, id)
  }

  const subCategoryIds = new Map<string, number>()
  for (const sub of subCategories) {
    const texts = localized({ title: sub.title, description: sub.description })
    const id = await createOnce(
      payload,
      'sub-categories',
      sub.slug,
      { ...texts.en, category: categoryIds.get(sub.category) },
      texts.translations,
    )
    subCategoryIds.set(sub.slug, id)
  }

  const productIds = new Map<string, number>()
  for (const product of products) {
    const texts = localized({ title: product.title, description: product.description })
    const images = []
    for (const picture of product.pictures) images.push(await uploadPicture(payload, picture))
    const id = await createOnce(
      payload,
      'products',
      product.slug,
      {
        ...texts.en,
        barcode: product.barcode,
        packs: product.packs,
        images,
        category: categoryIds.get(product.category),
        subCategory: subCategoryIds.get(product.subCategory),
        ...foodData(product),
        order: product.order,
      },
      Object.fromEntries(translations.map((locale) => [locale, { ...texts.translations[locale], ...foodTexts(product, locale) }])),
    )
    productIds.set(product.slug, id)
  }

  for (const recipe of recipes) {
    const texts = localized({
      title: recipe.title,
      description: recipe.description,
      designSubTitle: recipe.designSubTitle,
      designDescription: recipe.designDescription,
    })
    const images = []
    for (const picture of recipe.pictures) images.push(await uploadPicture(payload, picture))
    const lists = (locale: Locale) => ({
      ingredients: listIn(locale, recipe.ingredients, 'item'),
      steps: listIn(locale, recipe.steps, 'step'),
    })
    await createOnce(
      payload,
      'recipes',
      recipe.slug,
      {
        ...texts.en,
        ...lists('en'),
        images,
        products: recipe.products.map((slug: string) => productIds.get(slug)).filter((id): id is number => id != null),
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        servings: recipe.servings,
        topAttachment: await uploadPicture(payload, recipe.topAttachment, 'wide'),
        bottomAttachment: await uploadPicture(payload, recipe.bottomAttachment, 'wide'),
      },
      Object.fromEntries(translations.map((locale) => [locale, { ...texts.translations[locale], ...lists(locale) }])),
    )
  }

  for (const item of news) {
    const texts = localized({ title: item.title, description: item.description })
    const images = []
    for (const picture of item.pictures) images.push(await uploadPicture(payload, picture))
    await createOnce(payload, 'news', item.slug, { ...texts.en, images, publishedAt: item.publishedAt }, texts.translations)
  }

  for (const video of videos) {
    const texts = localized({ title: video.title, description: video.description })
    const poster = await uploadPicture(payload, video.poster, 'wide')
    await createOnce(
      payload,
      'videos',
      video.slug,
      { ...texts.en, videoUrl: video.videoUrl, poster, barcode: video.barcode },
      texts.translations,
    )
  }

  for (const article of healthCare) {
    const texts = localized({
      title: article.title,
      description: article.description,
      designSubTitle: article.designSubTitle,
      designDescription: article.designDescription,
    })
    const images = []
    for (const picture of article.pictures) images.push(await uploadPicture(payload, picture))
    await createOnce(payload, 'health-care', article.slug, { ...texts.en, images }, texts.translations)
  }

  for (const job of jobs) {
    const texts = localized({ title: job.title, description: job.description, location: job.location })
    const attachment = await uploadPicture(payload, job.attachment)
    await createOnce(
      payload,
      'jobs',
      job.slug,
      {
        ...texts.en,
        attachment,
        employmentType: job.employmentType,
        validThrough: startOfDay(new Date(Date.now() + job.openForDays * DAY_MS)),
      },
      texts.translations,
    )
  }

  for (const slide of sliders) {
    const texts = localized({ title: slide.title, description: slide.description })
    const image = await uploadPicture(payload, slide.picture, 'slide')
    await createOnce(payload, 'sliders', slide.slug, { ...texts.en, image, position: slide.position, link: slide.link }, texts.translations)
  }

  for (const notice of notices) {
    const texts = localized({ title: notice.title, message: notice.message })
    await createOnceBy(
      payload,
      'notices',
      { field: 'title', value: notice.title.en },
      {
        ...texts.en,
        kind: notice.kind,
        products: notice.products.map((slug) => productIds.get(slug)).filter((id): id is number => id != null),
        startsAt: notice.startsAt,
        endsAt: notice.endsAt,
      },
      texts.translations,
    )
  }

  await seedCertificates(payload)
  await seedDistributors(payload)
  await seedGlobals(payload)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The first moment of a UTC day, as job openings' closing dates are written. */
function startOfDay(day: Date): string {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())).toISOString()
}

/** 23:59 of that day in Iraq (UTC+3 all year): when a certificate valid "until 31 March" stops being valid. */
function endOfDayInIraq(day: Date): string {
  const inIraq = new Date(day.getTime() + 3 * 60 * 60 * 1000)
  return new Date(Date.UTC(inIraq.getUTCFullYear(), inIraq.getUTCMonth(), inIraq.getUTCDate(), 20, 59)).toISOString()
}

/** The demo places to buy. */
async function seedDistributors(payload: Payload): Promise<void> {
  for (const place of distributors) {
    const texts = localized({ name: place.name, country: place.country, city: place.city, address: place.address })
    await createOnceBy(
      payload,
      'distributors',
      { field: 'name', value: place.name.en },
      { ...texts.en, phone: place.phone, email: place.email, website: place.website, location: place.location },
      texts.translations,
    )
  }
}

/** The demo certificates, each with its PDF. */
async function seedCertificates(payload: Payload): Promise<void> {
  for (const certificate of certificates) {
    const file = await uploadDocument(payload, certificate.file, certificate.name.en, [
      certificate.name.en,
      '',
      'Hawler Foods, Erbil, Iraq',
      `Scope: ${certificate.scope.en}`,
      '',
      'DEMO DOCUMENT: replace it with the scan of the real certificate.',
    ])
    const texts = localized({ name: certificate.name, scope: certificate.scope })
    await createOnceBy(
      payload,
      'certificates',
      { field: 'name', value: certificate.name.en },
      {
        ...texts.en,
        issuer: certificate.issuer,
        number: certificate.number,
        validUntil: endOfDayInIraq(new Date(Date.now() + certificate.validForDays * DAY_MS)),
        file,
      },
      texts.translations,
    )
  }
}

/** Globals are filled only while they are still empty, for the same reason as documents. */
async function seedGlobals(payload: Payload): Promise<void> {
  const fillOnce = async (
    slug: 'about-us' | 'contact-us' | 'site-settings' | 'category-settings' | 'recipe-settings' | 'health-care-settings' | LegalPageSlug,
    filledBy: string,
    data: Record<string, unknown>,
    texts: ReturnType<typeof localized>,
  ) => {
    const current = (await payload.findGlobal({ slug, locale: 'en', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
    if (current[filledBy]) return
    await payload.updateGlobal({ slug, locale: 'en', data: { ...data, ...texts.en }, overrideAccess: true, depth: 0 })
    for (const locale of translations) {
      await payload.updateGlobal({ slug, locale, data: texts.translations[locale], overrideAccess: true, depth: 0 })
    }
  }

  const aboutImages = []
  for (const picture of aboutUs.pictures) aboutImages.push(await uploadPicture(payload, picture))
  await fillOnce(
    'about-us',
    'title',
    { images: aboutImages },
    localized({
      title: aboutUs.title,
      description: aboutUs.description,
      designSubTitle: aboutUs.designSubTitle,
      designDescription: aboutUs.designDescription,
    }),
  )

  await fillOnce(
    'contact-us',
    'title',
    {
      phone: contactUs.phone,
      email: contactUs.email,
      map: { latitude: contactUs.latitude, longitude: contactUs.longitude },
      socialLinks: siteSettings.socialLinks,
    },
    localized({
      title: contactUs.title,
      description: contactUs.description,
      address: contactUs.address,
      openingHours: contactUs.openingHours,
    }),
  )

  await fillOnce(
    'site-settings',
    'siteName',
    {
      foundingYear: 1944,
      // Enquiries go to the company's address until an administrator names another.
      enquiryEmail: contactUs.email,
      footerBackgroundColor: '#C62828',
      footerTextColor: '#FFFFFF',
      socialLinks: siteSettings.socialLinks,
      creditUrl: siteSettings.creditUrl,
    },
    localized({
      siteName: siteSettings.siteName,
      tagline: siteSettings.tagline,
      footerText: siteSettings.footerText,
      creditLabel: siteSettings.creditLabel,
    }),
  )

  // The search synonyms: filled while there are none in English.
  const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'en', depth: 0, overrideAccess: true })
  if (!settings.searchSynonyms?.length) {
    for (const locale of ['en', ...translations] as const) {
      const searchSynonyms = siteSettings.searchSynonyms[locale].map((words) => ({ words }))
      await payload.updateGlobal({ slug: 'site-settings', locale, data: { searchSynonyms }, overrideAccess: true, depth: 0 })
    }
  }

  const pageSettings: Array<['category-settings' | 'recipe-settings' | 'health-care-settings', PageSettingsSeed]> = [
    ['category-settings', categorySettings],
    ['recipe-settings', recipeSettings],
    ['health-care-settings', healthCareSettings],
  ]
  for (const [slug, settings] of pageSettings) {
    const banner = await uploadPicture(payload, settings.banner, 'wide')
    await fillOnce(slug, 'heading', { banner }, localized({ heading: settings.heading, intro: settings.intro }))
  }

  for (const page of legalTexts) {
    await fillOnce(page.slug, 'title', {}, localized({ title: page.title, description: page.description }))
  }
}

import { ChefHat, Clock, CookingPot, Users, UtensilsCrossed } from '@/components/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'

import { CardSection } from '@/components/content/CardSection'
import { ContentCards } from '@/components/content/ContentCards'
import { UntranslatedNote } from '@/components/content/UntranslatedNote'
import { DetailPage, type Fact } from '@/components/content/DetailPage'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { SitePicture } from '@/components/media/SitePicture'
import { RichText } from '@/components/content/RichText'
import { PrintButton } from '@/components/recipes/PrintButton'
import { RecipeMethod } from '@/components/recipes/RecipeMethod'
import { RecipeProducts } from '@/components/recipes/RecipeProducts'
import { formatRecipeTime } from '@/components/recipes/recipeTime'
import { JsonLd } from '@/components/seo/JsonLd'
import { fallbackLang, getDocumentBySlug, listDocuments } from '@/data/content'
import { toImage, toImages } from '@/lib/media'
import { getSiteSettings } from '@/data/site'
import { type Locale, localeInfo } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'
import { itemPath, listPath } from '@/lib/contentTypes'
import { totalMinutes } from '@/lib/duration'
import { localizedUrl } from '@/lib/metadata'
import { pageMetadata } from '@/data/pageMetadata'
import { plainText } from '@/lib/plainText'
import { recipeJsonLd } from '@/lib/structuredData'
import type { Product } from '@/payload-types'

import styles from './page.module.css'
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { resilientMetadata, resilientPage } from '../../../_shared/resilient'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** The top and bottom attachments fill the article's width (at most 1100 px with 16 px at each side). */
const attachmentSizes = '(width >= 1100px) 1068px, calc(100vw - 32px)'

const getRecipe = (locale: Locale, slug: string) => getDocumentBySlug('recipes', locale, slug, { depth: 2 })

// No item is rendered at build time (there is no database then): each is rendered on its
// first request and kept in Next's cache until a save expires its tags (src/data/cache.ts).
export function generateStaticParams() {
  return []
}

async function metadata({ params }: Props): Promise<Metadata> {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  const found = await getRecipe(locale, slug)
  if (!found) return {}
  const { doc } = found
  return pageMetadata({
    languages: found.translatedIn,
    locale,
    pathname: itemPath('recipes', slug),
    title: doc.title ?? '',
    description: doc.designDescription || plainText(doc.description),
    image: toImage(doc.images?.[0], 'card'),
    type: 'article',
  })
}

async function RecipePage({ params }: Props) {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  setRequestLocale(locale)
  const found = await getRecipe(locale, slug)
  if (!found) notFound()
  const { doc: recipe, fallbackFields } = found
  const [t, format, settings, more] = await Promise.all([
    getTranslations({ locale, namespace: 'recipes' }),
    getFormatter({ locale }),
    getSiteSettings(locale),
    listDocuments('recipes', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
  ])
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
  const images = toImages(recipe.images)
  const ingredients = (recipe.ingredients ?? []).map(({ item }) => item)
  const steps = (recipe.steps ?? []).map(({ step }) => step)
  const products = (recipe.products ?? []).filter((product): product is Product => typeof product === 'object')
  const total = totalMinutes(recipe.prepTime, recipe.cookTime)
  const facts: Fact[] = [
    ...(recipe.prepTime != null ? [{ icon: ChefHat, label: t('prepTime'), value: formatRecipeTime(t, recipe.prepTime) }] : []),
    ...(recipe.cookTime != null ? [{ icon: CookingPot, label: t('cookTime'), value: formatRecipeTime(t, recipe.cookTime) }] : []),
    ...(total != null ? [{ icon: Clock, label: t('totalTime'), value: formatRecipeTime(t, total) }] : []),
    ...(recipe.servings ? [{ icon: Users, label: t('servings'), value: format.number(recipe.servings, 'integer') }] : []),
  ]
  const top = toImage(recipe.topAttachment, 'hero')
  const bottom = toImage(recipe.bottomAttachment, 'hero')
  const title = recipe.title ?? ''
  return (
    <>
      {found.draft && <PreviewBanner locale={locale} />}
      <JsonLd
        data={recipeJsonLd({
          url: localizedUrl(locale, itemPath('recipes', slug)),
          name: title,
          description: recipe.designDescription || plainText(recipe.description, 300),
          images,
          ingredients,
          steps,
          prepTime: recipe.prepTime,
          cookTime: recipe.cookTime,
          servings: recipe.servings,
          datePublished: recipe.createdAt,
          author: { name: settings.siteName || 'Hawler Foods', logo: toImage(settings.logo) },
          language: localeInfo[locale].tag,
        })}
      />
      <BreadcrumbJsonLd locale={locale} listPath={listPath('recipes')} title={title} path={itemPath('recipes', slug)} />
      <DetailPage
        note={fallbackFields.includes('title') && <UntranslatedNote locale={locale} />}
        back={{ href: listPath('recipes'), label: t('allRecipes') }}
        eyebrowIcon={UtensilsCrossed}
        eyebrow={t('label')}
        top={top && <SitePicture image={top} sizes={attachmentSizes} className={styles.attachment} eager="low" />}
        title={title}
        titleLang={lang('title')}
        subTitle={recipe.designSubTitle}
        subTitleLang={lang('designSubTitle')}
        lead={recipe.designDescription}
        leadLang={lang('designDescription')}
        media={<PhotoGallery images={toImages(recipe.images, 'large')} />}
        facts={facts}
        related={
          more.docs.length > 0 && (
            <CardSection id="more-recipes" title={t('more')} seeAll={{ href: listPath('recipes'), label: t('allRecipes') }} tone="warm">
              <ContentCards locale={locale} collection="recipes" list={more} headingLevel={3} />
            </CardSection>
          )
        }
      >
        <div className={styles.tools}>
          <PrintButton label={t('print')} />
        </div>
        <RichText value={recipe.description} lang={lang('description')} />
        <RecipeMethod
          ingredients={ingredients}
          steps={steps}
          labels={{ ingredients: t('ingredients'), steps: t('steps') }}
          ingredientsLang={lang('ingredients')}
          stepsLang={lang('steps')}
        />
        <RecipeProducts products={products} title={t('productsUsed')} />
        {bottom && <SitePicture image={bottom} sizes={attachmentSizes} className={styles.attachment} />}
      </DetailPage>
    </>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(RecipePage)

import { getFormatter, getTranslations } from 'next-intl/server'

import { DetailPage, type Fact } from '@/components/content/DetailPage'
import { MoreOfType } from '@/components/content/MoreOfType'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { ChefHat, Clock, CookingPot, Users, UtensilsCrossed } from '@/components/icons'
import { SitePicture } from '@/components/media/SitePicture'
import { PrintButton } from '@/components/recipes/PrintButton'
import { RecipeMethod } from '@/components/recipes/RecipeMethod'
import { RecipeProducts } from '@/components/recipes/RecipeProducts'
import { formatRecipeTime } from '@/components/recipes/recipeTime'
import { listDocuments } from '@/data/content'
import { getSiteSettings } from '@/data/site'
import { localeInfo } from '@/i18n/locales'
import { itemPath, listPath } from '@/lib/contentTypes'
import { totalMinutes } from '@/lib/duration'
import { toImage, toImages } from '@/lib/media'
import { localizedUrl } from '@/lib/metadata'
import { plainText } from '@/lib/plainText'
import { recipeJsonLd } from '@/lib/structuredData'
import type { Product, Recipe } from '@/payload-types'

import type { ContentDetail } from './contentDetail'
import styles from './RecipeDetail.module.css'

/** The top and bottom attachments fill the article's width (at most 1100 px with 16 px at each side). */
const attachmentSizes = '(width >= 1100px) 1068px, calc(100vw - 32px)'

const ingredientsOf = (recipe: Recipe) => (recipe.ingredients ?? []).map(({ item }) => item)
const stepsOf = (recipe: Recipe) => (recipe.steps ?? []).map(({ step }) => step)

/** A recipe: its times and servings, ingredients and method, the products it uses, ready to print. */
export const recipeDetail: ContentDetail<'recipes'> = {
  metadata: (doc) => ({
    description: doc.designDescription || plainText(doc.description),
    image: toImage(doc.images?.[0], 'card'),
    type: 'article',
  }),
  structuredData: async ({ locale, slug, found: { doc: recipe } }) => {
    const settings = await getSiteSettings(locale)
    return recipeJsonLd({
      url: localizedUrl(locale, itemPath('recipes', slug)),
      name: recipe.title ?? '',
      description: recipe.designDescription || plainText(recipe.description, 300),
      images: toImages(recipe.images),
      ingredients: ingredientsOf(recipe),
      steps: stepsOf(recipe),
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      servings: recipe.servings,
      datePublished: recipe.createdAt,
      author: { name: settings.siteName || 'Hawler Foods', logo: toImage(settings.logo) },
      language: localeInfo[locale].tag,
    })
  },
  body: async ({ locale, slug, found: { doc: recipe }, lang, note }) => {
    const [t, format, more] = await Promise.all([
      getTranslations({ locale, namespace: 'recipes' }),
      getFormatter({ locale }),
      listDocuments('recipes', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
    ])
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
    return (
      <DetailPage
        note={note}
        back={{ href: listPath('recipes'), label: t('allRecipes') }}
        eyebrowIcon={UtensilsCrossed}
        eyebrow={t('label')}
        top={top && <SitePicture image={top} sizes={attachmentSizes} className={styles.attachment} eager="low" />}
        title={recipe.title ?? ''}
        titleLang={lang('title')}
        subTitle={recipe.designSubTitle}
        subTitleLang={lang('designSubTitle')}
        lead={recipe.designDescription}
        leadLang={lang('designDescription')}
        media={<PhotoGallery images={toImages(recipe.images, 'large')} />}
        facts={facts}
        related={
          <MoreOfType id="more-recipes" title={t('more')} seeAll={t('allRecipes')} locale={locale} collection="recipes" list={more} />
        }
      >
        <div className={styles.tools}>
          <PrintButton label={t('print')} />
        </div>
        <RichText value={recipe.description} lang={lang('description')} />
        <RecipeMethod
          ingredients={ingredientsOf(recipe)}
          steps={stepsOf(recipe)}
          labels={{ ingredients: t('ingredients'), steps: t('steps') }}
          ingredientsLang={lang('ingredients')}
          stepsLang={lang('steps')}
        />
        <RecipeProducts products={products} title={t('productsUsed')} />
        {bottom && <SitePicture image={bottom} sizes={attachmentSizes} className={styles.attachment} />}
      </DetailPage>
    )
  },
}

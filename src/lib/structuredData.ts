import type { SiteImage } from '@/lib/media'

import { isoDuration, totalMinutes } from './duration'
import { absoluteUrl } from './metadata'

/**
 * schema.org descriptions of the content pages, for search engines' rich results.
 * Each takes what the page already shows; nothing here reads the database.
 */

type Organization = { name: string; logo?: SiteImage | null }

const organization = ({ name, logo }: Organization) => ({
  '@type': 'Organization',
  name,
  url: absoluteUrl('/'),
  ...(logo ? { logo: absoluteUrl(logo.src) } : {}),
})

const imageUrls = (images: SiteImage[]) => images.map((image) => absoluteUrl(image.src))

type RecipeData = {
  url: string
  name: string
  description: string
  images: SiteImage[]
  ingredients: string[]
  steps: string[]
  prepTime?: number | null
  cookTime?: number | null
  servings?: number | null
  datePublished: string
  author: Organization
  language: string
}

export function recipeJsonLd(recipe: RecipeData) {
  const total = totalMinutes(recipe.prepTime, recipe.cookTime)
  return {
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    url: recipe.url,
    inLanguage: recipe.language,
    image: imageUrls(recipe.images),
    author: organization(recipe.author),
    datePublished: recipe.datePublished,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
    ...(recipe.prepTime != null ? { prepTime: isoDuration(recipe.prepTime) } : {}),
    ...(recipe.cookTime != null ? { cookTime: isoDuration(recipe.cookTime) } : {}),
    ...(total != null ? { totalTime: isoDuration(total) } : {}),
    ...(recipe.servings ? { recipeYield: String(recipe.servings) } : {}),
  }
}

type ArticleData = {
  url: string
  headline: string
  description: string
  images: SiteImage[]
  datePublished: string
  dateModified: string
  publisher: Organization
  language: string
}

export function newsArticleJsonLd(article: ArticleData) {
  return {
    '@type': 'NewsArticle',
    mainEntityOfPage: article.url,
    headline: article.headline,
    description: article.description,
    inLanguage: article.language,
    image: imageUrls(article.images),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: organization(article.publisher),
    publisher: organization(article.publisher),
  }
}

type VideoData = {
  url: string
  name: string
  description: string
  thumbnail: SiteImage | null
  uploadDate: string
  embedUrl?: string
  contentUrl?: string
  language: string
}

export function videoObjectJsonLd(video: VideoData) {
  return {
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    url: video.url,
    inLanguage: video.language,
    ...(video.thumbnail ? { thumbnailUrl: [absoluteUrl(video.thumbnail.src)] } : {}),
    uploadDate: video.uploadDate,
    ...(video.embedUrl ? { embedUrl: video.embedUrl } : {}),
    ...(video.contentUrl ? { contentUrl: absoluteUrl(video.contentUrl) } : {}),
  }
}

type JobData = {
  url: string
  title: string
  description: string
  datePosted: string
  validThrough?: string | null
  employmentType?: string | null
  location?: string | null
  hiringOrganization: Organization
  address?: string | null
  image?: SiteImage | null
}

export function jobPostingJsonLd(job: JobData) {
  return {
    '@type': 'JobPosting',
    title: job.title,
    // JobPosting wants the description as HTML; plain paragraphs are valid HTML text.
    description: job.description,
    url: job.url,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    hiringOrganization: organization(job.hiringOrganization),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        // The location is free text ("Erbil, Kurdistan Region, Iraq"); the company is in Iraq.
        addressLocality: job.location || job.address || undefined,
        addressCountry: 'IQ',
      },
    },
    ...(job.image ? { image: absoluteUrl(job.image.src) } : {}),
  }
}

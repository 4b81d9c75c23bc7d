// Every picture the seed draws, with where it is shown: what the seed uploads, what the
// unit test checks, and what `npm start` looks for to tell an older seed's drawings.
import { categories, products } from '../content/catalogue.ts'
import { aboutUs, categorySettings, healthCareSettings, recipeSettings } from '../content/pages.ts'
import { recipes } from '../content/recipes.ts'
import { healthCare, jobs, news, sliders, videos } from '../content/stories.ts'
import type { Picture } from '../content/types.ts'
import type { PictureUse } from './index.ts'

/**
 * The version of the drawings, part of each file's name. Raise it when the drawings
 * change: a database seeded with older drawings then has them replaced in place (the same
 * document, so every page that shows one keeps it) on the next seed or `npm start`.
 */
export const PICTURE_VERSION = 2

export function pictureFileName(picture: Picture): string {
  return `${picture.key}-v${PICTURE_VERSION}.jpg`
}

/** The names the same picture had in earlier seeds: unversioned, then each older version. */
export function olderFileNames(picture: Picture): string[] {
  return [`${picture.key}.jpg`, ...Array.from({ length: PICTURE_VERSION - 2 }, (_, i) => `${picture.key}-v${i + 2}.jpg`)]
}

/** Every name a seed picture had before this version, for a quick look in the database. */
export function olderSeedFileNames(): string[] {
  return seedPictures().flatMap(({ picture }) => olderFileNames(picture))
}

export function seedPictures(): Array<{ picture: Picture; use: PictureUse }> {
  const photo = (picture: Picture) => ({ picture, use: 'photo' as const })
  const wide = (picture: Picture) => ({ picture, use: 'wide' as const })
  return [
    ...categories.map((category) => photo(category.picture)),
    ...products.flatMap((product) => product.pictures.map(photo)),
    ...recipes.flatMap((recipe) => [...recipe.pictures.map(photo), wide(recipe.topAttachment), wide(recipe.bottomAttachment)]),
    ...news.flatMap((item) => item.pictures.map(photo)),
    ...videos.map((video) => wide(video.poster)),
    ...healthCare.flatMap((article) => article.pictures.map(photo)),
    ...jobs.map((job) => photo(job.attachment)),
    ...sliders.map((slide) => ({ picture: slide.picture, use: 'slide' as const })),
    ...aboutUs.pictures.map(photo),
    ...[categorySettings, recipeSettings, healthCareSettings].map((settings) => wide(settings.banner)),
  ]
}

import type { Locale } from '../locales'

import type about from './en/about.json'
import type allergens from './en/allergens.json'
import type application from './en/application.json'
import type common from './en/common.json'
import type contact from './en/contact.json'
import type enquiry from './en/enquiry.json'
import type food from './en/food.json'
import type footer from './en/footer.json'
import type gs1 from './en/gs1.json'
import type healthCare from './en/healthCare.json'
import type home from './en/home.json'
import type jobs from './en/jobs.json'
import type legal from './en/legal.json'
import type login from './en/login.json'
import type nav from './en/nav.json'
import type news from './en/news.json'
import type notices from './en/notices.json'
import type products from './en/products.json'
import type quality from './en/quality.json'
import type recipes from './en/recipes.json'
import type resetPassword from './en/resetPassword.json'
import type sheet from './en/sheet.json'
import type states from './en/states.json'
import type videos from './en/videos.json'
import type whereToBuy from './en/whereToBuy.json'

/**
 * Each screen keeps its texts in its own file, `messages/{locale}/{screen}.json`; the
 * file's name is the first part of every key (`products.empty`, `login.forgotPassword`).
 */
const screens = [
  'home',
  'nav',
  'footer',
  'states',
  'common',
  'products',
  'allergens',
  'food',
  'recipes',
  'news',
  'videos',
  'healthCare',
  'jobs',
  'about',
  'contact',
  'enquiry',
  'application',
  'login',
  'resetPassword',
  'notices',
  'legal',
  'quality',
  'whereToBuy',
  'sheet',
  'gs1',
] as const satisfies readonly (keyof Messages)[]

/**
 * English is the source of truth: its keys, typed through next-intl's `AppConfig`
 * (`src/i18n/appConfig.ts`), are the keys every `t()` may name, and the unit tests hold
 * Arabic and Kurdish to exactly those keys.
 */
export type Messages = {
  home: typeof home
  nav: typeof nav
  footer: typeof footer
  states: typeof states
  common: typeof common
  products: typeof products
  allergens: typeof allergens
  food: typeof food
  recipes: typeof recipes
  news: typeof news
  videos: typeof videos
  healthCare: typeof healthCare
  jobs: typeof jobs
  about: typeof about
  contact: typeof contact
  enquiry: typeof enquiry
  application: typeof application
  login: typeof login
  resetPassword: typeof resetPassword
  notices: typeof notices
  legal: typeof legal
  quality: typeof quality
  whereToBuy: typeof whereToBuy
  sheet: typeof sheet
  /** The GS1 linkset's titles of the product page's parts (src/lib/gs1.ts). */
  gs1: typeof gs1
}

type Screen = keyof Messages

// A screen typed above but missing from the list would type-check in `t()` and be absent at run time.
type Unloaded = Exclude<Screen, (typeof screens)[number]>
const _everyScreenLoaded: [Unloaded] extends [never] ? true : Unloaded = true

export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(screens.map(async (screen) => [screen, (await import(`./${locale}/${screen}.json`)).default] as const))
  return Object.fromEntries(entries) as Messages
}

export const messageScreens = screens

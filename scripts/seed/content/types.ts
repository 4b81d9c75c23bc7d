import type { Locale } from '../../../src/i18n/locales'
import type { Allergen } from '../../../src/lib/food/allergens'

/**
 * The demo content, written once in each language. Arabic and Kurdish (Sorani, in
 * Arabic script) are real translations. The seed turns these into documents.
 */
export type Localized<T = string> = Record<Locale, T>

/** What a pack holds, as its pictures draw it. */
export type Food =
  | 'chips'
  | 'sumac-chips'
  | 'puffs'
  | 'rings'
  | 'date-biscuits'
  | 'sesame-biscuits'
  | 'chocolate-wafers'
  | 'vanilla-wafers'
  | 'pistachios'
  | 'almonds'
  | 'sunflower-seeds'
  | 'pumpkin-seeds'

/** A name printed on a pack: packs in Iraq are bilingual, and one picture serves every language. */
export type PackName = { en: string; ar: string }

/** A recipe's plated dish, or the ingredients laid out around one. */
export type Dish =
  | 'chip-crusted-chicken'
  | 'cheesecake-cups'
  | 'bulgur-salad'
  | 'wafer-tiramisu'
  | 'zaatar-flatbread'
  | 'rice-pilaf'
  | 'wheat-and-flour'
  | 'fresh-herbs'
  | 'tea-and-dates'
  | 'cardamom-coffee'
  | 'biscuit-platter'
  | 'family-table'
  | 'lunch-box'
  | 'less-salt'

/** An editorial illustration: the company's places and people, and the stills of its films. */
export type Scene =
  | 'production-line'
  | 'factory'
  | 'anniversary'
  | 'certified-hall'
  | 'shipment'
  | 'trade-fair'
  | 'wheat-field'
  | 'farmers'
  | 'laboratory'
  | 'export-office'
  | 'family-snacking'
  | 'kitchen-fattoush'
  | 'chips-frying'
  | 'old-shop'
  | 'children-snacks'
  | 'less-salt'
  | 'recycling'

/**
 * What a drawing shows: a product's pack, a serving of it, a dish, or a scene. A pack
 * without a name is named after its product (content/products.ts).
 */
export type Drawing =
  | { kind: 'pack'; pack: 'bag' | 'box' | 'jar'; food: Food; name?: PackName; weight?: string; open?: boolean }
  | { kind: 'serving'; food: Food; with?: 'lemon' | 'pack'; name?: PackName }
  | { kind: 'dish'; dish: Dish }
  | { kind: 'scene'; scene: Scene; still?: boolean }

/** A picture the seed draws on the machine (scripts/seed/pictures); no downloads. */
export type Picture = {
  /** A stable file name without extension, unique across the whole seed, e.g. 'product-classic-chips'. */
  key: string
  /** Two '#RRGGBB' colours: the backdrop and the pack (or the scene's accent). */
  palette: [string, string]
  alt: Localized
} & Drawing

export type CategorySeed = {
  slug: string
  title: Localized
  /** Paragraphs of the rich-text description. */
  description: Localized<string[]>
  designSubTitle: Localized
  designDescription: Localized
  backgroundColor: string
  textColor: string
  picture: Picture
  order: number
}

export type SubCategorySeed = { slug: string; category: string; title: Localized; description: Localized<string[]> }

export type PackSizeSeed = { amount: number; unit: 'g' | 'kg' | 'ml' | 'l' }

/** A pack as a trade item: its size, its own GTIN, its case and pallet (scripts/seed/content/packs.ts). */
export type PackSeed = PackSizeSeed & {
  gtin: string
  caseGtin: string
  unitsPerCase: number
  caseLength: number
  caseWidth: number
  caseHeight: number
  caseGrossWeight: number
  casesPerLayer: number
  layersPerPallet: number
  palletType: 'eur' | 'iso' | 'other'
  shelfLifeDays: number
  storageMinC: number
  storageMaxC: number
  hsCode: string
  countryOfOrigin: string
}

/** An ingredient as the pack lists it; `allergen` when it is one of the 14 groups. */
export type IngredientSeed = { name: Localized; allergen?: Allergen; percent?: number }

/** Grams in 100 g, as the pack's table gives them; the energy is worked out from them. */
export type NutritionSeed = {
  fat: number
  saturates: number
  carbohydrate: number
  sugars: number
  fibre: number
  protein: number
  salt: number
  /** Grams in a portion, when the pack suggests one. */
  portionSize?: number
}

/** What a pack says for EU food information (Regulation 1169/2011). */
export type FoodSeed = {
  /** In descending order of weight. */
  ingredients: IngredientSeed[]
  /** Every group an ingredient is marked with, and no other. */
  allergens: Allergen[]
  /** Traces from shared lines: none of the groups in `allergens`. */
  mayContain: Allergen[]
  nutrition: NutritionSeed
  /** The size of one of the packs. */
  netQuantity: PackSizeSeed
  storage: Localized
  origin: Localized
  bestBeforeNote: Localized
}

export type ProductSeed = {
  slug: string
  category: string
  subCategory: string
  /** A valid EAN-13 (Iraq's GS1 prefix is 626): the main pack's, so the same as `packs[0].gtin`. */
  barcode: string
  /** The packs it is sold in, smallest first; the first is the main pack. */
  packs: PackSeed[]
  title: Localized
  description: Localized<string[]>
  pictures: Picture[]
  food: FoodSeed
  order: number
}

export type RecipeSeed = {
  slug: string
  title: Localized
  description: Localized<string[]>
  designSubTitle: Localized
  designDescription: Localized
  /** Product slugs. */
  products: string[]
  ingredients: Localized<string[]>
  steps: Localized<string[]>
  prepTime: number
  cookTime: number
  servings: number
  pictures: Picture[]
  topAttachment: Picture
  bottomAttachment: Picture
}

export type NewsSeed = { slug: string; title: Localized; description: Localized<string[]>; publishedAt: string; pictures: Picture[] }

export type VideoSeed = {
  slug: string
  title: Localized
  description: Localized<string[]>
  /** A YouTube or Vimeo address. */
  videoUrl: string
  poster: Picture
  barcode?: string
}

export type HealthCareSeed = {
  slug: string
  title: Localized
  description: Localized<string[]>
  designSubTitle: Localized
  designDescription: Localized
  pictures: Picture[]
}

export type JobSeed = {
  slug: string
  title: Localized
  description: Localized<string[]>
  location: Localized
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN'
  /** Applications close this many days after seeding, so the demo's jobs stay open. */
  openForDays: number
  attachment: Picture
}

export type SliderSeed = {
  slug: string
  title: Localized
  description: Localized<string[]>
  position: number
  link?: string
  picture: Picture
}

export type PageSettingsSeed = { heading: Localized; intro: Localized; banner: Picture }

export type AboutUsSeed = {
  title: Localized
  description: Localized<string[]>
  designSubTitle: Localized
  designDescription: Localized
  pictures: Picture[]
}

export type ContactUsSeed = {
  title: Localized
  description: Localized<string[]>
  address: Localized
  phone: string
  email: string
  openingHours: Localized
  latitude: number
  longitude: number
}

export type SiteSettingsSeed = {
  siteName: Localized
  tagline: Localized
  footerText: Localized
  creditLabel: Localized
  creditUrl: string
  socialLinks: { facebook: string; instagram: string; youtube: string; linkedin: string }
  /** Groups of words that mean the same in a search, each written as an editor would: "a, b". */
  searchSynonyms: Localized<string[]>
}

/**
 * The demo content, written once in each language. Arabic and Kurdish (Sorani, in
 * Arabic script) are real translations. The seed turns these into documents.
 */
export type Localized<T = string> = { en: T; ar: T; ckb: T }

/** A picture the seed draws on the machine; no downloads. */
export type Picture = {
  /** A stable file name without extension, unique across the whole seed, e.g. 'product-classic-chips'. */
  key: string
  /** What the generated drawing shows. */
  motif: 'bag' | 'box' | 'jar' | 'bottle' | 'bowl' | 'plate' | 'cup' | 'wheat' | 'factory' | 'people' | 'leaf' | 'heart' | 'play'
  /** Two '#RRGGBB' colours: the background and the object. */
  palette: [string, string]
  alt: Localized
}

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

export type ProductSeed = {
  slug: string
  category: string
  subCategory: string
  /** A valid EAN-13 (Iraq's GS1 prefix is 626). */
  barcode: string
  /** The sizes it is sold in, smallest first. */
  packSizes: Array<{ amount: number; unit: 'g' | 'kg' | 'ml' | 'l' }>
  title: Localized
  description: Localized<string[]>
  pictures: Picture[]
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
  /** ISO date, a few months after 2026-11. */
  validThrough: string
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

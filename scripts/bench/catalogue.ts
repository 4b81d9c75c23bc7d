/**
 * The words the generated catalogue is made of, in the three languages, and the search
 * terms the benchmark asks for. Every title combines a line, a flavour, a kind and a size,
 * so each word finds a known share of the products.
 */
import type { Locale } from '../../src/i18n/locales'

type Word = Record<Locale, string>

const lines: Word[] = [
  { en: 'Classic', ar: 'كلاسيكي', ckb: 'کلاسیکی' },
  { en: 'Family', ar: 'عائلي', ckb: 'خێزانی' },
  { en: 'Gold', ar: 'ذهبي', ckb: 'زێڕین' },
  { en: 'Kids', ar: 'للأطفال', ckb: 'منداڵان' },
  { en: 'Party', ar: 'للحفلات', ckb: 'ئاهەنگ' },
]

const flavours: Word[] = [
  { en: 'Sumac', ar: 'سماق', ckb: 'سوماق' },
  { en: 'Chili', ar: 'فلفل حار', ckb: 'بیبەری تیژ' },
  { en: 'Cheese', ar: 'جبنة', ckb: 'پەنیر' },
  { en: 'Lemon', ar: 'ليمون', ckb: 'لیمۆ' },
  { en: 'Tomato', ar: 'طماطم', ckb: 'تەماتە' },
  { en: 'Onion', ar: 'بصل', ckb: 'پیاز' },
  { en: 'Pomegranate', ar: 'رمان', ckb: 'هەنار' },
  { en: 'Saffron', ar: 'زعفران', ckb: 'زەعفەران' },
  { en: 'Honey', ar: 'عسل', ckb: 'هەنگوین' },
  { en: 'Pistachio', ar: 'فستق', ckb: 'فستق' },
  { en: 'Sesame', ar: 'سمسم', ckb: 'کونجی' },
  { en: 'Date', ar: 'تمر', ckb: 'خورما' },
  { en: 'Walnut', ar: 'جوز', ckb: 'گوێز' },
  { en: 'Mint', ar: 'نعناع', ckb: 'پونگ' },
  { en: 'Barbecue', ar: 'شواء', ckb: 'برژاو' },
  { en: 'Vinegar', ar: 'خل', ckb: 'سرکە' },
  { en: 'Garlic', ar: 'ثوم', ckb: 'سیر' },
  { en: 'Cardamom', ar: 'هيل', ckb: 'هێل' },
  { en: 'Yogurt', ar: 'لبن', ckb: 'ماست' },
  { en: 'Thyme', ar: 'زعتر', ckb: 'زەعتەر' },
]

const kinds: Word[] = [
  { en: 'Potato Chips', ar: 'رقائق بطاطس', ckb: 'چیپسی پەتاتە' },
  { en: 'Corn Puffs', ar: 'منفوش الذرة', ckb: 'پفی گەنمەشامی' },
  { en: 'Crackers', ar: 'مقرمشات', ckb: 'کراکەر' },
  { en: 'Wafers', ar: 'ويفر', ckb: 'ویفەر' },
  { en: 'Biscuits', ar: 'بسكويت', ckb: 'بسکیت' },
  { en: 'Popcorn', ar: 'فشار', ckb: 'پۆپکۆڕن' },
  { en: 'Tortilla Chips', ar: 'رقائق تورتيلا', ckb: 'چیپسی تۆرتیلا' },
  { en: 'Pretzels', ar: 'بريتزل', ckb: 'پرێتزڵ' },
  { en: 'Nut Mix', ar: 'مكسرات مشكلة', ckb: 'چەرەزاتی تێکەڵ' },
  { en: 'Cookies', ar: 'كوكيز', ckb: 'کووکی' },
]

const sizes: Word[] = [
  { en: '30 g', ar: '30 غ', ckb: '30 گرام' },
  { en: '75 g', ar: '75 غ', ckb: '75 گرام' },
  { en: '150 g', ar: '150 غ', ckb: '150 گرام' },
  { en: '300 g', ar: '300 غ', ckb: '300 گرام' },
]

export type GeneratedTitle = Word

/** The title of generated product number `index`, in each language. */
export function generatedTitle(index: number): GeneratedTitle {
  let rest = index
  const pick = (words: Word[]) => {
    const word = words[rest % words.length]
    rest = Math.floor(rest / words.length)
    return word
  }
  const flavour = pick(flavours)
  const kind = pick(kinds)
  const line = pick(lines)
  const size = pick(sizes)
  return {
    en: `${line.en} ${flavour.en} ${kind.en} ${size.en}`,
    ar: `${kind.ar} ب${flavour.ar} ${line.ar} ${size.ar}`,
    ckb: `${kind.ckb} بە ${flavour.ckb} ${line.ckb} ${size.ckb}`,
  }
}

/** Generated products' slugs start with this, so the benchmark can tell them from the demo's. */
export const GENERATED_SLUG_PREFIX = 'bench-'

export type SearchTerm = { locale: Locale; term: string }

/** A few terms per language: one word, two words, and a word no product has. */
export const searchTerms: SearchTerm[] = [
  { locale: 'en', term: 'sumac' },
  { locale: 'en', term: 'cheese crackers' },
  { locale: 'en', term: 'quinoa' },
  { locale: 'ar', term: 'فستق' },
  { locale: 'ar', term: 'رقائق بطاطس' },
  { locale: 'ckb', term: 'هەنار' },
  { locale: 'ckb', term: 'چیپسی پەتاتە' },
]

/**
 * Distinct two-word queries (a flavour and a kind) in every language: the page's search is
 * kept in Next's data cache per query, so a query asked once measures the database.
 */
export function distinctQueries(count: number): SearchTerm[] {
  const all: SearchTerm[] = []
  for (const kind of kinds) {
    for (const flavour of flavours) {
      for (const locale of ['en', 'ar', 'ckb'] as const) {
        all.push({ locale, term: `${flavour[locale]} ${kind[locale].split(' ')[0]}`.toLowerCase() })
      }
    }
  }
  return all.slice(0, count)
}

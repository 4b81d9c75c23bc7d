/**
 * The packs' words in the admin's interface languages (English and Arabic), so an editor
 * working in Arabic reads every label and help text of a pack in Arabic. Plain words: an
 * editor copies these values from the packaging and the logistics sheet, not from GS1's manual.
 */
import { COUNTRY_CODES, countryName } from '@/lib/countries'

type Words = { en: string; ar: string }

export const packWords = {
  packs: { en: 'Packs', ar: 'العبوات' },
  pack: { en: 'Pack', ar: 'عبوة' },
  packsHelp: {
    en: 'Each pack the product is sold in, with its own barcode number. The first pack is the main pack: its barcode number is the product’s barcode.',
    ar: 'كل عبوة يُباع بها المنتج، برقم باركود خاص بها. العبوة الأولى هي العبوة الرئيسية: رقم باركودها هو باركود المنتج.',
  },
  amount: { en: 'Amount', ar: 'الكمية' },
  unit: { en: 'Unit', ar: 'الوحدة' },
  gtin: { en: 'Barcode number (GTIN)', ar: 'رقم الباركود (GTIN)' },
  gtinHelp: {
    en: 'The 8, 12, 13 or 14 digits printed under the barcode on this pack. Each pack has its own.',
    ar: 'الأرقام الثمانية أو الـ12 أو الـ13 أو الـ14 المطبوعة تحت الباركود على هذه العبوة. لكل عبوة رقمها.',
  },
  otherCode: { en: 'Other code, if there is no barcode number', ar: 'رمز آخر، إن لم يكن هناك رقم باركود' },
  otherCodeHelp: {
    en: 'Only for a pack without a barcode number: your own article code, for example HF-CHIPS-001. The product page draws it as a barcode.',
    ar: 'فقط لعبوة بلا رقم باركود: رمز الصنف الخاص بكم، مثل HF-CHIPS-001. تعرضه صفحة المنتج كباركود.',
  },
  photo: { en: 'Photo of this pack', ar: 'صورة هذه العبوة' },
  casePallet: { en: 'Case and pallet', ar: 'الكرتونة والمنصة' },
  caseGtin: { en: 'Barcode number of the case', ar: 'رقم باركود الكرتونة' },
  caseGtinHelp: {
    en: 'The 14 digits on the outer carton that holds these packs.',
    ar: 'الأرقام الأربعة عشر على الكرتونة الخارجية التي تضم هذه العبوات.',
  },
  unitsPerCase: { en: 'Packs in a case', ar: 'عدد العبوات في الكرتونة' },
  caseLength: { en: 'Case length (mm)', ar: 'طول الكرتونة (مم)' },
  caseWidth: { en: 'Case width (mm)', ar: 'عرض الكرتونة (مم)' },
  caseHeight: { en: 'Case height (mm)', ar: 'ارتفاع الكرتونة (مم)' },
  caseGrossWeight: { en: 'Weight of a full case (kg)', ar: 'وزن الكرتونة الممتلئة (كغ)' },
  caseGrossWeightHelp: {
    en: 'With the packs and the carton, as it is weighed for shipping.',
    ar: 'مع العبوات والكرتونة، كما تُوزن للشحن.',
  },
  casesPerLayer: { en: 'Cases in one layer of the pallet', ar: 'عدد الكراتين في طبقة واحدة من المنصة' },
  layersPerPallet: { en: 'Layers on a pallet', ar: 'عدد الطبقات على المنصة' },
  palletType: { en: 'Pallet', ar: 'المنصة' },
  shelfLifeDays: { en: 'Shelf life (days)', ar: 'مدة الصلاحية (أيام)' },
  shelfLifeDaysHelp: {
    en: 'Days from making to the best-before date.',
    ar: 'الأيام من التصنيع حتى تاريخ «يُفضَّل استهلاكه قبل».',
  },
  storageMinC: { en: 'Store at least at (°C)', ar: 'التخزين من درجة (°م)' },
  storageMaxC: { en: 'Store at most at (°C)', ar: 'التخزين حتى درجة (°م)' },
  hsCode: { en: 'Customs code (HS code)', ar: 'الرمز الجمركي (HS)' },
  hsCodeHelp: {
    en: '6 to 10 digits, as on the export papers, for example 200520.',
    ar: 'من 6 إلى 10 أرقام، كما في أوراق التصدير، مثل 200520.',
  },
  countryOfOrigin: { en: 'Made in', ar: 'بلد المنشأ' },
  barcodeHelp: {
    en: 'Filled in from the first pack below, the main pack, when you save: change the barcode number there.',
    ar: 'يُملأ من العبوة الأولى أدناه، العبوة الرئيسية، عند الحفظ: غيّر رقم الباركود هناك.',
  },
} satisfies Record<string, Words>

/** Every country by its ISO code, named in both of the admin's languages. */
export const countryOptions = COUNTRY_CODES.map((code) => ({
  value: code,
  label: { en: countryName(code, 'en'), ar: countryName(code, 'ar') },
}))

import type { Nutrient } from '@/lib/food/nutrients'

/**
 * The words of the food information preview, in the admin's languages (English and
 * Arabic), kept beside the component: the "Food information" tab is the only screen that
 * uses them.
 */
export const foodPreviewTexts = {
  en: {
    heading: 'How the nutrition table will look on the website',
    empty: 'Type the amounts above to see the table as visitors will see it, rounded as on a pack.',
    workedOut: 'Energy worked out from the amounts:',
    kcalWorkedOut: 'kcal worked out from the kJ:',
    kjWorkedOut: 'kJ worked out from the kcal:',
    caption: 'Nutrition declaration, rounded as on the pack',
    nutrient: 'Nutrient',
    per100g: 'Per 100 g',
    per100ml: 'Per 100 ml',
    perPortion: 'Per portion ({amount})',
    referenceIntake: '% RI*',
    referenceIntakeNote: '* Reference intake of an average adult (8,400 kJ / 2,000 kcal).',
    rows: {
      energy: 'Energy',
      fat: 'Fat',
      saturates: 'of which saturates',
      carbohydrate: 'Carbohydrate',
      sugars: 'of which sugars',
      fibre: 'Fibre',
      protein: 'Protein',
      salt: 'Salt',
    } satisfies Record<Nutrient | 'energy', string>,
  },
  ar: {
    heading: 'كيف سيظهر جدول القيم الغذائية على الموقع',
    empty: 'اكتب الكميات أعلاه لترى الجدول كما سيراه الزوار، مقرّبًا كما على العبوة.',
    workedOut: 'الطاقة محسوبة من الكميات:',
    kcalWorkedOut: 'السعرات محسوبة من الكيلوجول:',
    kjWorkedOut: 'الكيلوجول محسوب من السعرات:',
    caption: 'القيم الغذائية، مقرّبة كما على العبوة',
    nutrient: 'العنصر الغذائي',
    per100g: 'لكل 100 غ',
    per100ml: 'لكل 100 مل',
    perPortion: 'لكل حصة ({amount})',
    referenceIntake: '٪ من المرجع*',
    referenceIntakeNote: '* الكمية المرجعية لشخص بالغ متوسط (8,400 كيلوجول / 2,000 كيلو كالوري).',
    rows: {
      energy: 'الطاقة',
      fat: 'الدهون',
      saturates: 'منها دهون مشبعة',
      carbohydrate: 'الكربوهيدرات',
      sugars: 'منها سكريات',
      fibre: 'الألياف',
      protein: 'البروتين',
      salt: 'الملح',
    } satisfies Record<Nutrient | 'energy', string>,
  },
} as const

export type FoodPreviewTexts = (typeof foodPreviewTexts)['en' | 'ar']

/** The texts in the admin's language; English for any other. */
export function foodPreviewTextsFor(language: string): FoodPreviewTexts {
  return language === 'ar' ? foodPreviewTexts.ar : foodPreviewTexts.en
}

import type { Localized } from './types'

type DistributorSeed = {
  name: Localized
  country: Localized
  city: Localized
  address: Localized
  phone?: string
  email?: string
  website?: string
  location?: { latitude: number; longitude: number }
}

/** Demo places to buy, at home and in Europe: the names, addresses and numbers are made up. */
export const distributors: DistributorSeed[] = [
  {
    name: { en: 'Nishtiman Wholesale', ar: 'نشتمان للبيع بالجملة', ckb: 'کۆفرۆشی نیشتمان' },
    country: { en: 'Iraq', ar: 'العراق', ckb: 'عێراق' },
    city: { en: 'Erbil', ar: 'أربيل', ckb: 'هەولێر' },
    address: {
      en: 'Qaysari Bazaar, Shop 14\nErbil',
      ar: 'سوق القيصرية، محل 14\nأربيل',
      ckb: 'بازاڕی قەیسەری، دوکانی 14\nهەولێر',
    },
    phone: '+964 750 000 1401',
    email: 'orders@nishtiman.example',
    location: { latitude: 36.19105, longitude: 44.00917 },
  },
  {
    name: { en: 'Family Mall Market', ar: 'ماركت فاميلي مول', ckb: 'مارکێتی فامیلی مۆڵ' },
    country: { en: 'Iraq', ar: 'العراق', ckb: 'عێراق' },
    city: { en: 'Erbil', ar: 'أربيل', ckb: 'هەولێر' },
    address: {
      en: '100 Metre Road, Family Mall\nErbil',
      ar: 'شارع المئة متر، فاميلي مول\nأربيل',
      ckb: 'شەقامی 100 مەتری، فامیلی مۆڵ\nهەولێر',
    },
    phone: '+964 750 000 2202',
    location: { latitude: 36.22567, longitude: 43.97412 },
  },
  {
    name: { en: 'Salim Street Foods', ar: 'أطعمة شارع سالم', ckb: 'خۆراکی شەقامی سالم' },
    country: { en: 'Iraq', ar: 'العراق', ckb: 'عێراق' },
    city: { en: 'Sulaymaniyah', ar: 'السليمانية', ckb: 'سلێمانی' },
    address: { en: 'Salim Street 52\nSulaymaniyah', ar: 'شارع سالم 52\nالسليمانية', ckb: 'شەقامی سالم 52\nسلێمانی' },
    phone: '+964 770 000 5252',
    location: { latitude: 35.56218, longitude: 45.43472 },
  },
  {
    name: { en: 'Al-Mansour Trading', ar: 'المنصور للتجارة', ckb: 'بازرگانیی مەنسوور' },
    country: { en: 'Iraq', ar: 'العراق', ckb: 'عێراق' },
    city: { en: 'Baghdad', ar: 'بغداد', ckb: 'بەغدا' },
    address: {
      en: '14th of Ramadan Street\nAl-Mansour, Baghdad',
      ar: 'شارع 14 رمضان\nالمنصور، بغداد',
      ckb: 'شەقامی 14ی ڕەمەزان\nمەنسوور، بەغدا',
    },
    phone: '+964 780 000 1414',
    email: 'sales@almansour-trading.example',
    location: { latitude: 33.31512, longitude: 44.34478 },
  },
  {
    name: { en: 'Orient Feinkost', ar: 'أورينت فاينكوست', ckb: 'ئۆرینت فاینکۆست' },
    country: { en: 'Germany', ar: 'ألمانيا', ckb: 'ئەڵمانیا' },
    city: { en: 'Berlin', ar: 'برلين', ckb: 'بەرلین' },
    address: { en: 'Sonnenallee 100\n12045 Berlin', ar: 'Sonnenallee 100\n12045 برلين', ckb: 'Sonnenallee 100\n12045 بەرلین' },
    phone: '+49 30 0000 1944',
    email: 'info@orient-feinkost.example',
    website: 'https://www.orient-feinkost.example',
    location: { latitude: 52.48452, longitude: 13.43602 },
  },
  {
    name: { en: 'Nordic Middle East Import', ar: 'نورديك للاستيراد من الشرق الأوسط', ckb: 'هاوردەی نۆردیک بۆ ڕۆژهەڵاتی ناوەڕاست' },
    country: { en: 'Sweden', ar: 'السويد', ckb: 'سوید' },
    city: { en: 'Malmö', ar: 'مالمو', ckb: 'مالمۆ' },
    address: { en: 'Industrigatan 7\n212 14 Malmö', ar: 'Industrigatan 7\n212 14 مالمو', ckb: 'Industrigatan 7\n212 14 مالمۆ' },
    phone: '+46 40 000 19 44',
    website: 'https://www.nordic-me-import.example',
    location: { latitude: 55.61423, longitude: 13.01931 },
  },
]

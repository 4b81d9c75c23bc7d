import type { Localized } from './types'

type CertificateSeed = {
  /** The PDF's file name, by which a later seed finds it. */
  file: string
  name: Localized
  scope: Localized
  issuer: string
  number: string
  /** Days from the seed to the last valid day; valid until its end in Iraq. */
  validForDays: number
}

/**
 * Demo certificates: the certification body and number are placeholders in square
 * brackets, as in the legal pages, for the company to replace with its own. One expires
 * within 60 days, so the dashboard's warning shows in the demo.
 */
export const certificates: CertificateSeed[] = [
  {
    file: 'demo-certificate-fssc-22000',
    name: {
      en: 'FSSC 22000 food safety certification',
      ar: 'شهادة FSSC 22000 لسلامة الغذاء',
      ckb: 'بڕوانامەی FSSC 22000 بۆ سەلامەتیی خۆراک',
    },
    scope: {
      en: 'Manufacture of potato chips, corn snacks and biscuits at our Erbil factory.',
      ar: 'تصنيع رقائق البطاطس ووجبات الذرة الخفيفة والبسكويت في مصنعنا في أربيل.',
      ckb: 'بەرهەمهێنانی چیپسی پەتاتە و سووکەخۆراکی گەنمەشامی و بسکیت لە کارگەکەمان لە هەولێر.',
    },
    issuer: '[Certification body]',
    number: '[FSSC number]',
    validForDays: 730,
  },
  {
    file: 'demo-certificate-iso-22000',
    name: {
      en: 'ISO 22000:2018 food safety management',
      ar: 'إدارة سلامة الغذاء ISO 22000:2018',
      ckb: 'بەڕێوەبردنی سەلامەتیی خۆراک ISO 22000:2018',
    },
    scope: {
      en: 'Food safety management for the design, manufacture and packing of snacks and biscuits.',
      ar: 'إدارة سلامة الغذاء في تصميم الوجبات الخفيفة والبسكويت وتصنيعها وتعبئتها.',
      ckb: 'بەڕێوەبردنی سەلامەتیی خۆراک لە دیزاین و بەرهەمهێنان و پاکەتکردنی سووکەخۆراک و بسکیت.',
    },
    issuer: '[Certification body]',
    number: '[ISO number]',
    validForDays: 455,
  },
  {
    file: 'demo-certificate-halal',
    name: { en: 'Halal certificate', ar: 'شهادة الحلال', ckb: 'بڕوانامەی حەڵاڵ' },
    scope: {
      en: 'All products made at the Erbil factory.',
      ar: 'جميع المنتجات المصنوعة في مصنع أربيل.',
      ckb: 'هەموو ئەو بەرهەمانەی لە کارگەی هەولێر دروست دەکرێن.',
    },
    issuer: '[Halal certification body]',
    number: '[Halal number]',
    validForDays: 40,
  },
]

import type { Localized } from './types'

type NoticeSeed = {
  title: Localized
  message: Localized
  kind: 'recall' | 'info'
  products: string[]
  startsAt: string
  endsAt: string
}

/** Only a past recall: it shows the history in the admin and is on no page. */
export const notices: NoticeSeed[] = [
  {
    title: {
      en: 'Recall of Date-Filled Biscuits 400 g, batch L2502',
      ar: 'سحب بسكويت محشو بالتمر 400 غ، التشغيلة L2502',
      ckb: 'کشانەوەی بسکیتی پڕکراو بە خورما 400 گ، وەجبەی L2502',
    },
    message: {
      en: 'Some packs of batch L2502 (best before 30.09.2025) may contain pieces of date stone. Do not eat them: return them to the shop for a full refund.',
      ar: 'قد تحتوي بعض عبوات التشغيلة L2502 (صالحة حتى 30.09.2025) على قطع من نوى التمر. لا تأكلها، وأعدها إلى المتجر لاسترداد ثمنها كاملاً.',
      ckb: 'لەوانەیە هەندێک پاکەتی وەجبەی L2502 (باشترینە پێش 30.09.2025) پارچەی ناوکی خورمایان تێدابێت. مەیخۆن و بیگەڕێننەوە بۆ دوکان بۆ وەرگرتنەوەی تەواوی پارەکەتان.',
    },
    kind: 'recall',
    products: ['date-filled-biscuits'],
    startsAt: '2025-03-03T08:00:00.000Z',
    endsAt: '2025-04-30T21:00:00.000Z',
  },
]

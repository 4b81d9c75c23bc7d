import type { CheckboxField } from 'payload'

/**
 * Per language, what a document not yet translated into it does there. Off (the default):
 * its page, cards and lists show the English text, marked as English and with a note that
 * it is not translated yet. On: it is left out of that language's lists, search, home page
 * and sitemap until its title is translated; its address there still shows the English page.
 * Localized, so Arabic and Kurdish each have their own choice; English has nothing to wait
 * for, and the field is not shown there (KeepOutField).
 */
export function keepOutUntilTranslated(): CheckboxField {
  return {
    name: 'keepOutUntilTranslated',
    type: 'checkbox',
    localized: true,
    defaultValue: false,
    label: { en: 'Keep out of this language until translated', ar: 'أبقِه خارج هذه اللغة حتى تُترجم' },
    admin: {
      position: 'sidebar',
      description: {
        en: 'Off: visitors of this language see the English text, with a note that it is not translated yet. On: it is left out of this language’s lists, search, home page and sitemap until it has a title here.',
        ar: 'مُطفأ: يرى زوار هذه اللغة النص الإنجليزي مع ملاحظة أنه لم يُترجم بعد. مُشغَّل: لا يظهر في قوائم هذه اللغة وبحثها وصفحتها الرئيسية وخريطة موقعها حتى يُكتب عنوانه بها.',
      },
      components: { Field: '/admin/KeepOutField/KeepOutField#KeepOutField' },
    },
  }
}

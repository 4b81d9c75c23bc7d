import { Globe } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './UntranslatedNote.module.css'

/**
 * On an Arabic or Kurdish page whose text is still the English one: says so in the visitor's
 * language, so the English below is not taken for a mistake.
 */
export async function UntranslatedNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <p className={styles.note} role="note">
      <Globe size={18} aria-hidden="true" className={styles.icon} />
      {t('untranslated')}
    </p>
  )
}

import { getLocale, getTranslations } from 'next-intl/server'

import { localizedPath } from '@/i18n/languagePath'
import { Link } from '@/i18n/ServerLink'
import { listPath } from '@/lib/contentTypes'

import styles from './states.module.css'

type Props = {
  /** `productCode`: a scanned or typed `/01/{GTIN}` that no product has; the way on is the product list. */
  kind?: 'page' | 'productCode'
}

/**
 * The translated 404 message, a product search (a plain GET form: a visitor who scanned an
 * unknown code, or followed an old link, looks for the product by name or barcode) and the
 * way home, or to the products for an unknown code; the layout around it gives the page its `<main>`.
 */
export async function NotFoundScreen({ kind = 'page' }: Props) {
  const locale = await getLocale()
  const [t, products] = await Promise.all([getTranslations('states'), getTranslations('products')])
  const code = kind === 'productCode'
  return (
    <div className={styles.screen}>
      <p className={styles.code}>404</p>
      <h1>{code ? t('unknownCodeTitle') : t('notFoundTitle')}</h1>
      <p className={styles.message}>{code ? t('unknownCodeText') : t('notFoundText')}</p>
      <form role="search" action={localizedPath(listPath('products'), locale)} method="get" className={styles.search}>
        <label htmlFor="not-found-search">{products('searchLabel')}</label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          maxLength={100}
          placeholder={products('searchPlaceholder')}
          enterKeyHint="search"
        />
        <button type="submit">{products('search')}</button>
      </form>
      <Link href={code ? listPath('products') : '/'} className={styles.button}>
        {code ? t('allProducts') : t('backHome')}
      </Link>
    </div>
  )
}

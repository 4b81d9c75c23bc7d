import { getTranslations } from 'next-intl/server'

import { ExternalLink, MapPin } from '@/components/icons'
import { langAttribute } from '@/data/content'
import type { ShownDistributor } from '@/data/distributors'
import type { Locale } from '@/i18n/locales'
import type { CountryGroup } from '@/lib/distributors'
import { openStreetMapUrl, telHref } from '@/lib/mapLink'

import styles from './DistributorList.module.css'

/**
 * Each country with its cities, and in each city its places: address, phone, e-mail, website
 * and a map link. Plain links: nothing of a map or another site loads before a click.
 */
export async function DistributorList({ countries, locale }: { countries: Array<CountryGroup<ShownDistributor>>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'whereToBuy' })
  return (
    <div className={styles.countries}>
      {countries.map((country) => (
        <section key={country.key} aria-labelledby={`country-${country.cities[0].places[0].id}`} className={styles.country}>
          <h2 id={`country-${country.cities[0].places[0].id}`} className={styles.countryName}>
            {country.country}
          </h2>
          {country.cities.map((city) => (
            <div key={city.key} className={styles.city}>
              <h3 className={styles.cityName}>{city.city}</h3>
              <ul className={styles.places}>
                {city.places.map((place) => (
                  <li key={place.id} className={styles.place} data-distributor={place.id}>
                    <h4 className={styles.name} {...langAttribute(place.name.lang)}>
                      {place.name.text}
                    </h4>
                    {place.address.text && (
                      <p className={styles.address} {...langAttribute(place.address.lang)}>
                        {place.address.text}
                      </p>
                    )}
                    <dl className={styles.contacts}>
                      {place.phone && (
                        <div>
                          <dt>{t('phone')}</dt>
                          <dd>
                            <a href={telHref(place.phone)}>
                              <bdi>{place.phone}</bdi>
                            </a>
                          </dd>
                        </div>
                      )}
                      {place.email && (
                        <div>
                          <dt>{t('email')}</dt>
                          <dd>
                            <a href={`mailto:${place.email}`}>
                              <bdi>{place.email}</bdi>
                            </a>
                          </dd>
                        </div>
                      )}
                      {place.website && (
                        <div>
                          <dt>{t('website')}</dt>
                          <dd>
                            <a href={place.website} rel="noopener noreferrer" target="_blank">
                              <bdi>{new URL(place.website).hostname}</bdi>
                            </a>
                          </dd>
                        </div>
                      )}
                    </dl>
                    {place.location && (
                      <a
                        className={styles.map}
                        href={openStreetMapUrl(place.location.latitude, place.location.longitude)}
                        rel="noopener noreferrer"
                        target="_blank"
                        title={t('mapNote')}
                      >
                        <MapPin size={18} aria-hidden="true" />
                        {t('map')}
                        <span className="visually-hidden">: {place.name.text}</span>
                        <ExternalLink size={14} aria-hidden="true" />
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}

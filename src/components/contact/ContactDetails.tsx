import { Clock, ExternalLink, Mail, MapPin, Phone } from '@/components/icons'
import type { ReactNode } from 'react'

import { type Network, SocialIcon } from '@/components/layout/SocialIcon'
import { openStreetMapUrl, telHref } from '@/lib/mapLink'
import { langAttribute } from '@/data/content'
import type { ContactUs } from '@/payload-types'

import styles from './ContactDetails.module.css'

type Labels = { address: string; phone: string; email: string; hours: string; map: string; mapNote: string; followUs: string }

type Props = {
  contact: ContactUs
  /** `lang="en"` for a field shown in English because it has no translation. */
  langOf: (field: string) => string | undefined
  labels: Labels
}

const networks: Array<{ key: Network; label: string }> = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'linkedin', label: 'LinkedIn' },
]

/** The office: where it is (with a map link), how to call or write, when it is open. */
export function ContactDetails({ contact, langOf, labels }: Props) {
  const { latitude, longitude } = contact.map ?? {}
  const mapUrl = latitude != null && longitude != null ? openStreetMapUrl(latitude, longitude) : null
  const social = networks.filter(({ key }) => contact.socialLinks?.[key])
  return (
    <div className={styles.layout}>
      <ul className={styles.cards}>
        {contact.address && (
          <Item icon={<MapPin aria-hidden="true" />} title={labels.address}>
            <p className={styles.lines} {...langAttribute(langOf('address'))}>
              {contact.address}
            </p>
          </Item>
        )}
        {contact.phone && (
          <Item icon={<Phone aria-hidden="true" />} title={labels.phone}>
            <a className={styles.big} href={telHref(contact.phone)}>
              <bdi>{contact.phone}</bdi>
            </a>
          </Item>
        )}
        {contact.email && (
          <Item icon={<Mail aria-hidden="true" />} title={labels.email}>
            <a className={styles.big} href={`mailto:${contact.email}`}>
              <bdi>{contact.email}</bdi>
            </a>
          </Item>
        )}
        {contact.openingHours && (
          <Item icon={<Clock aria-hidden="true" />} title={labels.hours}>
            <p className={styles.lines} {...langAttribute(langOf('openingHours'))}>
              {contact.openingHours}
            </p>
          </Item>
        )}
      </ul>
      <div className={styles.side}>
        {mapUrl && (
          <a className={styles.map} href={mapUrl} target="_blank" rel="noopener noreferrer">
            <span className={styles.pin} aria-hidden="true">
              <MapPin size={40} />
            </span>
            <span className={styles.mapText}>
              <span className={styles.mapLabel}>
                {labels.map}
                <ExternalLink size={16} aria-hidden="true" />
              </span>
              <span className={styles.mapNote}>{labels.mapNote}</span>
            </span>
          </a>
        )}
        {social.length > 0 && (
          <div className={styles.social}>
            <h2>{labels.followUs}</h2>
            <ul>
              {social.map(({ key, label }) => (
                <li key={key}>
                  <a href={contact.socialLinks![key]!} target="_blank" rel="noopener noreferrer" aria-label={label}>
                    <SocialIcon network={key} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  )
}

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <div>
        <h2 className={styles.title}>{title}</h2>
        {children}
      </div>
    </li>
  )
}

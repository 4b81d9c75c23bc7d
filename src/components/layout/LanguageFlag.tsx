import type { Locale } from '@/i18n/locales'

/** Small flags for the footer's language links: the United Kingdom, Iraq and Kurdistan. */
export function LanguageFlag({ locale }: { locale: Locale }) {
  const common = { width: 28, height: 20, viewBox: '0 0 28 20', 'aria-hidden': true } as const
  switch (locale) {
    case 'en':
      return (
        <svg {...common}>
          <rect width="28" height="20" fill="#012169" />
          <path d="M0 0 28 20M28 0 0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0 28 20M28 0 0 20" stroke="#C8102E" strokeWidth="1.5" />
          <path d="M14 0v20M0 10h28" stroke="#fff" strokeWidth="6" />
          <path d="M14 0v20M0 10h28" stroke="#C8102E" strokeWidth="3.5" />
        </svg>
      )
    case 'ar':
      return (
        <svg {...common}>
          <rect width="28" height="20" fill="#fff" />
          <rect width="28" height="6.7" fill="#CE1126" />
          <rect y="13.3" width="28" height="6.7" fill="#000" />
          <path d="M8.5 11.5h11" stroke="#007A3D" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      )
    case 'ckb':
      return (
        <svg {...common}>
          <rect width="28" height="20" fill="#fff" />
          <rect width="28" height="6.7" fill="#ED2024" />
          <rect y="13.3" width="28" height="6.7" fill="#278E43" />
          <circle cx="14" cy="10" r="2.6" fill="#FEBD11" />
        </svg>
      )
  }
}

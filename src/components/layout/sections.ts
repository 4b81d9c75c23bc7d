import { BookOpen, Briefcase, HeartPulse, Home, Info, Mail, Newspaper, Package, PlayCircle, type Icon } from '@/components/icons'

import { type ContentScreen, listPath } from '@/lib/contentTypes'

/** A section's navigation key: the home page, each content type's list, and the two company pages. */
export type SectionKey = 'home' | ContentScreen | 'aboutUs' | 'contactUs'

/** The site's sections in navigation order; paths keep the spec's names. */
export const sections: Array<{ key: SectionKey; href: string; icon: Icon }> = [
  { key: 'home', href: '/', icon: Home },
  { key: 'products', href: listPath('products'), icon: Package },
  { key: 'recipes', href: listPath('recipes'), icon: BookOpen },
  { key: 'news', href: listPath('news'), icon: Newspaper },
  { key: 'videos', href: listPath('videos'), icon: PlayCircle },
  { key: 'healthCare', href: listPath('health-care'), icon: HeartPulse },
  { key: 'aboutUs', href: '/aboutUs', icon: Info },
  { key: 'contactUs', href: '/contactUs', icon: Mail },
  { key: 'jobs', href: listPath('jobs'), icon: Briefcase },
]

import type { GlobalConfig } from 'payload'

import { pageGlobalAccess } from '@/access/rules'
import { image } from '@/fields/media'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { revalidateGlobal } from '@/hooks/revalidateOnChange'

/** The spec's "settings" screens: the heading, intro and banner of a public list page. */
export function pageSettings(slug: string, label: string, page: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Page settings', description: `The heading, introduction and banner of the ${page} page.` },
    access: pageGlobalAccess,
    versions: { max: 50 },
    hooks: { afterChange: revalidateGlobal(slug) },
    fields: [
      localizedText({ name: 'heading', label: 'Heading' }),
      localizedTextarea({ name: 'intro', label: 'Introduction', maxLength: 1000 }),
      image({ name: 'banner', label: 'Banner picture' }),
    ],
  }
}

export const CategorySettings = pageSettings('category-settings', 'Category settings', 'products')
export const RecipeSettings = pageSettings('recipe-settings', 'Recipe settings', 'recipes')
export const HealthCareSettings = pageSettings('health-care-settings', 'Health care settings', 'health care')

import { recipeDetail } from '@/components/content/details/RecipeDetail'

import { contentDetailPage } from '../../_detail/contentDetailPage'

const { generateMetadata, generateStaticParams, Page } = contentDetailPage({ collection: 'recipes', detail: recipeDetail })

export { generateMetadata, generateStaticParams }
export default Page

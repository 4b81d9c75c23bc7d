// Imported before the list, so the page's styles come before the list's as on other pages: Next
// then packs the list's into the style sheet all pages share, not into a request of its own.
import { wholeListPage } from '../_list/wholeListPage'

import { DistributorList } from '@/components/distributors/DistributorList'
import { getDistributorsByCountry } from '@/data/distributors'
import { whereToBuyPath } from '@/lib/distributors'

/** "Where to buy": the shops and wholesalers that sell the products, by country and city. */
const { generateMetadata, Page } = wholeListPage({
  screen: 'whereToBuy',
  pathname: whereToBuyPath,
  read: getDistributorsByCountry,
  list: (countries, locale) => <DistributorList countries={countries} locale={locale} />,
})

export { generateMetadata }
export default Page

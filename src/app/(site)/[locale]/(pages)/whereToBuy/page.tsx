import { DistributorList } from '@/components/distributors/DistributorList'
import { getDistributorsByCountry } from '@/data/distributors'
import { whereToBuyPath } from '@/lib/distributors'

import { wholeListPage } from '../_list/wholeListPage'

/** "Where to buy": the shops and wholesalers that sell the products, by country and city. */
const { generateMetadata, Page } = wholeListPage({
  screen: 'whereToBuy',
  pathname: whereToBuyPath,
  read: getDistributorsByCountry,
  list: (countries, locale) => <DistributorList countries={countries} locale={locale} />,
})

export { generateMetadata }
export default Page

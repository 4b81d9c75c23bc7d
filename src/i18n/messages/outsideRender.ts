import type { Locale } from '../locales'
import arEnquiry from './ar/enquiry.json'
import arGs1 from './ar/gs1.json'
import arProducts from './ar/products.json'
import ckbEnquiry from './ckb/enquiry.json'
import ckbGs1 from './ckb/gs1.json'
import ckbProducts from './ckb/products.json'
import enEnquiry from './en/enquiry.json'
import enGs1 from './en/gs1.json'
import enProducts from './en/products.json'
import type { Messages } from './index'

/**
 * The screens read where no page is rendered, so that next-intl's request config does not
 * load them (loadMessages): the proxy's 429 pages (products, enquiry), the enquiry's
 * acknowledgement e-mail and the GS1 linkset and resolver description. Imported statically,
 * as the proxy's bundle needs them in it; a language missing here is a type error.
 */
export const messagesOutsideRender = {
  en: { enquiry: enEnquiry, gs1: enGs1, products: enProducts },
  ar: { enquiry: arEnquiry, gs1: arGs1, products: arProducts },
  ckb: { enquiry: ckbEnquiry, gs1: ckbGs1, products: ckbProducts },
} satisfies Record<Locale, Pick<Messages, 'enquiry' | 'gs1' | 'products'>>

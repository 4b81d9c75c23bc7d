import { BrandMark } from './BrandMark'

/** The small mark at the top of the admin's navigation, in place of Payload's (the bar keeps 18 pixels for it). */
export function Icon() {
  return <BrandMark size={18} />
}

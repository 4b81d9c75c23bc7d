import { BrandWordmark } from './BrandMark'

/** The brand's wordmark on the admin's own full-page screens (sign-in, reset), in place of Payload's. */
export function Logo() {
  return <BrandWordmark height={56} />
}

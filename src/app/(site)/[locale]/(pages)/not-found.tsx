import { NotFoundScreen } from '@/components/states/NotFoundScreen'

// Inside the pages' layout, so the 404 keeps the site's header and footer without
// carrying a second copy of them in every page's RSC payload.
export default function NotFound() {
  return <NotFoundScreen />
}

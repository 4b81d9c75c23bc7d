import { NotFoundScreen } from '@/components/states/NotFoundScreen'

// Every address that can be missing lives under (pages), whose own 404 keeps the header and
// footer; this one only catches what the home page's segment throws, and stays small
// because Next sends it with every page below this layout.
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundScreen />
    </main>
  )
}

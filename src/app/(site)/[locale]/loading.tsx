import { Loader } from '@/components/states/Loader'

// Shown while a slow navigation renders: the logo with a spinner.
export default function Loading() {
  return <Loader />
}

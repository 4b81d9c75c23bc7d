import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { importMap } from '../importMap'

type Props = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<Record<string, string | string[]>>
}

export function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return generatePageMetadata({ config, params, searchParams })
}

export default function AdminPage({ params, searchParams }: Props) {
  return RootPage({ config, params, searchParams, importMap })
}

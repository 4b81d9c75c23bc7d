import type { CollectionConfig, GlobalConfig } from 'payload'

import { updatedBy } from './updatedBy'

/** Adds `updatedBy` to a collection or global that keeps versions (content, pages, settings). */
export function withUpdatedBy<T extends CollectionConfig | GlobalConfig>(config: T): T {
  if (!config.versions) return config
  return { ...config, fields: [...config.fields, updatedBy()] }
}

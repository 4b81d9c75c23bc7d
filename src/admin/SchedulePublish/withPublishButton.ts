import type { CollectionConfig } from 'payload'

const PUBLISH_BUTTON = '/admin/SchedulePublish/PublishButton#PublishButton'

/**
 * A type with drafts gets the Publish button whose schedule starts on Publish
 * (PublishButton.tsx), and the schedule's time picker the admin's 24-hour clock (src/admin/dates.ts).
 */
export function withPublishButton(collection: CollectionConfig): CollectionConfig {
  const versions = collection.versions && typeof collection.versions === 'object' ? collection.versions : undefined
  const drafts = versions?.drafts
  if (!drafts) return collection
  const components = collection.admin?.components
  const draftOptions = typeof drafts === 'object' ? drafts : {}
  const schedule = draftOptions.schedulePublish
  return {
    ...collection,
    versions: schedule
      ? {
          ...versions,
          drafts: { ...draftOptions, schedulePublish: { ...(typeof schedule === 'object' ? schedule : {}), timeFormat: 'HH:mm' } },
        }
      : versions,
    admin: { ...collection.admin, components: { ...components, edit: { ...components?.edit, PublishButton: PUBLISH_BUTTON } } },
  }
}

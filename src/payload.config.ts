import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import nodemailer from 'nodemailer'
import { buildConfig, type SharpDependency } from 'payload'
import sharp from 'sharp'

import { apiTabOfCollection, apiTabOfGlobal } from './admin/ApiTab/apiTab'
import { ADMIN_DATE_FORMAT } from './admin/dates'
import { guardCollection, guardGlobal } from './admin/LocaleSwitchGuard/guardLocaleSwitch'
import { withPublishedNotice } from './admin/PublishedNotice/publishedNotice'
import { restoreLanguageOfCollection, restoreLanguageOfGlobal } from './admin/RestoreLanguage/withRestoreLanguage'
import { versionHistoryOfCollection, versionHistoryOfGlobal } from './admin/VersionHistory/withVersionHistory'
import { withPublishButton } from './admin/SchedulePublish/withPublishButton'
import { adminTranslations, editorPlaceholder } from './admin/translations'
import { withQueryChecks } from './hooks/refuseMalformedQueries'
import { Applications } from './collections/Applications'
import { CvFiles } from './collections/CvFiles'
import { Enquiries } from './collections/Enquiries'
import { Categories } from './collections/Categories'
import { Certificates } from './collections/Certificates'
import { Distributors } from './collections/Distributors'
import { Documents } from './collections/Documents'
import { HealthCare } from './collections/HealthCare'
import { Jobs } from './collections/Jobs'
import { MAX_PICTURE_PIXELS, MAX_UPLOAD_BYTES, Media } from './collections/Media'
import { News } from './collections/News'
import { Notices } from './collections/Notices'
import { Products } from './collections/Products'
import { Recipes } from './collections/Recipes'
import { Sliders } from './collections/Sliders'
import { SubCategories } from './collections/SubCategories'
import { Users } from './collections/Users'
import { Videos } from './collections/Videos'
import { AboutUs } from './globals/AboutUs'
import { ContactUs } from './globals/ContactUs'
import { AccessibilityStatement, LegalNotice, PrivacyNotice } from './globals/legalPages'
import { CategorySettings, HealthCareSettings, RecipeSettings } from './globals/pageSettings'
import { SiteSettings } from './globals/SiteSettings'
import { timeZone } from './i18n/formats'
import { defaultLocale, localeInfo, locales } from './i18n/locales'
import { emailAdapter } from './lib/email/emailAdapter'
import { outboxTransport } from './lib/email/outboxTransport'
import { outboxDir } from './lib/paths'
import { s3ClientConfig } from './lib/s3Config'
import { payloadSecret } from './lib/secret'
import { serverURL, siteOrigin } from './lib/serverUrl'
import { database } from './server/database/database'
import { closeJobStats } from './server/jobs/jobStatsAccess'
import { jobs } from './server/jobs/jobsConfig'
import { withScheduledPublishing } from './server/jobs/scheduledPublishing'
import { withUpdatedBy } from './fields/withUpdatedBy'
import { existingRelations } from './plugins/existingRelations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Payload decodes uploads with this: never a picture of more pixels than the media
 * collection accepts (it refuses larger ones with a message first; this is the second line).
 */
const limitedSharp: SharpDependency = (input, options) => sharp(input, { ...options, limitInputPixels: MAX_PICTURE_PIXELS })

export default buildConfig({
  serverURL,
  csrf: [siteOrigin],
  secret: payloadSecret(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ' · Hawler Foods',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/brand/emblem.svg' }],
    },
    // Gravatar would load pictures from another site; the admin works offline.
    avatar: 'default',
    // A message (an upload refused, a save that failed) stays until the editor closes it:
    // one that vanishes after four seconds is often gone before it is read (WCAG 2.2.1).
    toast: { duration: Infinity },
    // One way of writing dates on every admin screen, Payload's and ours (src/admin/dates.ts).
    dateFormat: ADMIN_DATE_FORMAT,
    // The site's dates are Baghdad's: the schedule window starts in that zone, and names it.
    timezones: { supportedTimezones: [{ label: 'Baghdad (Iraq)', value: timeZone }], defaultTimezone: timeZone },
    components: {
      graphics: { Icon: '/admin/graphics/Icon#Icon', Logo: '/admin/graphics/Logo#Logo' },
      beforeNavLinks: ['/admin/graphics/NavBrand#NavBrand'],
      afterNavLinks: ['/admin/AccountNavLinks#AccountNavLinks'],
      logout: { Button: '/admin/SignOut/SignOutButton#SignOutButton' },
      providers: ['/admin/NavOpenOnDesktop/NavOpenOnDesktop#NavOpenOnDesktop'],
      beforeDashboard: ['/admin/Dashboard/DashboardOverview#DashboardOverview'],
      views: {
        changePassword: { Component: '/admin/ChangePassword/ChangePasswordView#ChangePasswordView', path: '/ChangePassword' },
      },
    },
  },
  collections: [
    Products,
    Categories,
    SubCategories,
    Notices,
    Recipes,
    News,
    Videos,
    HealthCare,
    Jobs,
    Certificates,
    Distributors,
    Sliders,
    Media,
    Documents,
    Users,
    Enquiries,
    Applications,
    CvFiles,
  ]
    .map(withScheduledPublishing)
    .map(withUpdatedBy)
    .map(guardCollection)
    .map(withPublishedNotice)
    .map(restoreLanguageOfCollection)
    .map(versionHistoryOfCollection)
    .map(withPublishButton)
    .map(apiTabOfCollection)
    .map(withQueryChecks),
  globals: [
    AboutUs,
    ContactUs,
    PrivacyNotice,
    LegalNotice,
    AccessibilityStatement,
    CategorySettings,
    RecipeSettings,
    HealthCareSettings,
    SiteSettings,
  ]
    .map(withUpdatedBy)
    .map(guardGlobal)
    .map(restoreLanguageOfGlobal)
    .map(versionHistoryOfGlobal)
    .map(apiTabOfGlobal),
  localization: {
    locales: locales.map((code) => ({ code, label: localeInfo[code].label, rtl: localeInfo[code].dir === 'rtl' })),
    defaultLocale,
    fallback: true,
  },
  i18n: { supportedLanguages: { en, ar }, fallbackLanguage: 'en', translations: adminTranslations },
  editor: lexicalEditor({
    admin: { placeholder: editorPlaceholder },
    // Alignment is stored as left/right, which is wrong once the same text is read right-to-left.
    features: ({ defaultFeatures }) => defaultFeatures.filter((feature) => feature.key !== 'align'),
  }),
  db: database(path.join(dirname, 'migrations')),
  jobs,
  graphQL: { disable: true },
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  email: emailAdapter({
    from: { address: process.env.EMAIL_FROM || 'no-reply@hawlerfoods.example', name: 'Hawler Foods' },
    transport: process.env.SMTP_URL
      ? nodemailer.createTransport(process.env.SMTP_URL)
      : nodemailer.createTransport(outboxTransport(outboxDir)),
  }),
  plugins: [
    s3Storage({
      enabled: Boolean(process.env.S3_BUCKET),
      // The plugin's fields (`prefix`, `_objectKey`) exist with S3 off too, so the committed
      // migrations fit both and a database can move between the two storages. With S3 on, the
      // plugin adds `prefix` only when one is given: files sit at the bucket's top level.
      alwaysInsertFields: true,
      collections: { media: { prefix: '' }, documents: { prefix: 'documents' }, 'cv-files': { prefix: 'cvs' } },
      bucket: process.env.S3_BUCKET || '',
      config: s3ClientConfig(),
    }),
    existingRelations(),
  ],
  sharp: limitedSharp,
  // Types are written by `npm run generate`. Left on, Payload starts a child process that
  // writes them on every load outside production: each test file paid about 10 s of CPU.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
}).then(closeJobStats)

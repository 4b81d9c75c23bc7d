/**
 * The addresses under a job's page that its application form uses: where it is posted
 * (src/app/(site)/[locale]/(pages)/jobs/[slug]/apply/route.ts) and the page after. Relative
 * imports with their `.ts`: routing.ts, which next.config.ts loads, and the site's server read this file.
 */

/** Where a job's application is posted, from the job page's address (`/jobs/{slug}` → `/jobs/{slug}/apply`). */
export const applyPath = (jobPage: string): string => `${jobPage}/apply`

/** The page that thanks the applicant, from the job page's address. */
export const appliedPath = (jobPage: string): string => `${jobPage}/applied`

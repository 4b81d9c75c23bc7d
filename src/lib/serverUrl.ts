/** The public address of the site, for absolute links, CSRF and cookies. */
export const serverURL = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')

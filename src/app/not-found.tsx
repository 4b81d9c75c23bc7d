// The boundary above both root layouts, reached only by a path with a file extension that no
// route serves. Next sends its tree with every page, so it stays this small.
export default function NotFound() {
  return (
    <html lang="en">
      <body>
        <p>
          Page not found. {/* A page load, not a client navigation: the site's own root layout is another document. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Hawler Foods</a>
        </p>
      </body>
    </html>
  )
}

/** schema.org structured data for search engines' rich results. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // `<` is escaped so that text from the content can never close the script element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

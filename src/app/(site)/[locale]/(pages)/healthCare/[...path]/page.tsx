// A later page of the list (`_page/{n}`, where the proxy sends `?page=N`) or a document's page: made by ../page.tsx.
export { default, generateMetadata } from '../page'
export { noPagesAtBuild as generateStaticParams } from '../../_content/contentPages'

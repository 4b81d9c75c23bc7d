export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'vimeo'; id: string } | { kind: 'mp4'; url: string }

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/** Reads a YouTube, Vimeo or MP4 address; anything else is not a video this site can play. */
export function parseVideoUrl(raw: string): VideoSource | undefined {
  const value = raw.trim()
  // An MP4 uploaded to this site's media library is referenced by its path.
  if (/^\/api\/media\/file\/[^?#\s]+\.mp4$/i.test(value)) return { kind: 'mp4', url: value }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const host = url.hostname.toLowerCase()
  if (YOUTUBE_HOSTS.has(host)) {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1]
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : undefined
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1)
    return YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : undefined
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.match(/(?:^|\/)(\d{5,12})(?:\/|$)/)?.[1]
    return id ? { kind: 'vimeo', id } : undefined
  }
  if (url.protocol === 'https:' && /\.mp4$/i.test(url.pathname)) return { kind: 'mp4', url: url.toString() }
  return undefined
}

export function videoUrlProblem(raw: string): string | undefined {
  return parseVideoUrl(raw)
    ? undefined
    : 'Use a YouTube or Vimeo link (for example https://www.youtube.com/watch?v=…) or the address of an MP4 file.'
}

/**
 * The player the page loads once the visitor presses play: YouTube's no-cookie domain and
 * Vimeo's "do not track" mode, so nothing is stored before the visitor chooses to watch.
 */
export function embedUrl(source: VideoSource): string {
  switch (source.kind) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1&rel=0`
    case 'vimeo':
      return `https://player.vimeo.com/video/${source.id}?autoplay=1&dnt=1`
    case 'mp4':
      return source.url
  }
}

/** The video's own address: where the play button leads when JavaScript is off. */
export function watchUrl(source: VideoSource): string {
  switch (source.kind) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${source.id}`
    case 'vimeo':
      return `https://vimeo.com/${source.id}`
    case 'mp4':
      return source.url
  }
}

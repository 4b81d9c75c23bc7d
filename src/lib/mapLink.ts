/** A link to OpenStreetMap centred on a point, with a marker; no map is embedded in the page. */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 17): string {
  const lat = latitude.toFixed(5)
  const lon = longitude.toFixed(5)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`
}

/** `tel:` wants the digits and the leading +, without the spaces people write. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

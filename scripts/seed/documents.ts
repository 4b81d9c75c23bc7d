import type { Payload } from 'payload'

/**
 * A one-page A4 PDF with a few lines of text in Helvetica: the demo certificates' scans.
 * Written by hand (PDF 1.4, ISO 32000-1 §7.5): a header, five objects and their offsets.
 */
export function textPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)
  const stream = [
    'BT',
    '/F1 12 Tf',
    '72 760 Td',
    '18 TL',
    ...lines.flatMap(wrap).flatMap((line, index) => [...(index === 0 ? [] : ['T*']), `(${escape(line)}) Tj`]),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** Lines of at most 80 characters: 12-point Helvetica within A4's margins. */
function wrap(line: string): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of line.split(' ')) {
    if (current && current.length + word.length + 1 > 80) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  return [...lines, current]
}

/** Uploads a PDF once: a later seed finds it by its file name. */
export async function uploadDocument(payload: Payload, name: string, title: string, lines: string[]): Promise<number> {
  const filename = `${name}.pdf`
  const { docs } = await payload.find({
    collection: 'documents',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  const data = textPdf(lines)
  const created = await payload.create({
    collection: 'documents',
    data: { title },
    file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
    overrideAccess: true,
    depth: 0,
  })
  return created.id
}

import { describe, expect, it } from 'vitest'

import { applicationErrors, applicationFromForm, cvFromForm, cvProblem, MAX_CV_BYTES, refusalStatus } from '@/lib/applications/validation'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

const good = { name: 'Shilan Omar', email: 'shilan@example.com', phone: '+964 750 123 4567', message: '', consent: true }

describe('a job application as the form sends it', () => {
  it('is cleaned of what no person types, and its consent is the box ticked', () => {
    const values = applicationFromForm(
      form({
        name: '  Shilan \u202EOmar ',
        email: 'shilan@example.com',
        phone: '+964 750 123 4567',
        message: 'Line one\r\nLine two  ',
        consent: 'yes',
      }),
    )
    expect(values).toEqual({ ...good, name: 'Shilan Omar', message: 'Line one\nLine two' })
    expect(applicationFromForm(form({ consent: 'on' })).consent).toBe(false)
  })

  it('has a CV only when a file with bytes was chosen', () => {
    expect(cvFromForm(form({ cv: new Blob([PDF]) }))?.size).toBe(PDF.length)
    expect(cvFromForm(form({ cv: new Blob([]) }))).toBeNull()
    expect(cvFromForm(form({ cv: 'not a file' }))).toBeNull()
  })
})

describe('what is wrong with an application', () => {
  it('is nothing for a whole one', () => {
    expect(applicationErrors(good, cvProblem(PDF.length, PDF))).toBeNull()
  })

  it('names each field that is missing or wrong', () => {
    expect(applicationErrors({ name: '', email: 'nobody', phone: 'call me', message: 'x'.repeat(5001), consent: false }, 'none')).toEqual({
      name: 'Required',
      email: 'Invalid',
      phone: 'Invalid',
      message: 'TooLong',
      cv: 'Required',
      consent: 'Required',
    })
  })

  it('takes a CV by its bytes: a whole PDF of at most 5 MB, whatever it is called', () => {
    expect(cvProblem(PDF.length, PDF)).toBeUndefined()
    expect(cvProblem(20, Buffer.from('<html>a page</html>'))).toBe('NotPdf')
    expect(cvProblem(PDF.length - 10, PDF.subarray(0, PDF.length - 10))).toBe('Damaged')
    expect(cvProblem(MAX_CV_BYTES + 1, PDF)).toBe('TooLarge')
  })

  it('answers 413 or 415 when the CV alone is wrong, else 400', () => {
    expect(refusalStatus({ cv: 'TooLarge' })).toBe(413)
    expect(refusalStatus({ cv: 'NotPdf' })).toBe(415)
    expect(refusalStatus({ cv: 'Damaged' })).toBe(415)
    expect(refusalStatus({ cv: 'Required' })).toBe(400)
    expect(refusalStatus({ cv: 'NotPdf', consent: 'Required' })).toBe(400)
    expect(refusalStatus({ name: 'Required' })).toBe(400)
  })
})

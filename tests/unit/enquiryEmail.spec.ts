import { describe, expect, it } from 'vitest'

import { enquiryEmail, type EnquiryForEmail, enquirySubject } from '@/lib/enquiries/email'

const enquiry: EnquiryForEmail = {
  name: 'Layla Ahmed',
  company: 'Nordic Foods AB',
  country: 'Sweden',
  email: 'layla@nordicfoods.example',
  message: 'We would like to import your crisps.\n\nWhich pack sizes do you export?',
  consent: true,
  locale: 'ar',
  // 09:30 UTC is 12:30 in Baghdad.
  receivedAt: new Date('2026-03-04T09:30:00Z'),
  adminUrl: 'https://www.hawlerfoods.example/admin/collections/enquiries/42',
}

describe('the enquiry e-mail', () => {
  it('names the sender, their company and country in the subject', () => {
    expect(enquirySubject(enquiry)).toBe('Enquiry from Layla Ahmed (Nordic Foods AB, Sweden)')
    expect(enquirySubject({ ...enquiry, company: '' })).toBe('Enquiry from Layla Ahmed (Sweden)')
  })

  it('is answered to the visitor', () => {
    expect(enquiryEmail(enquiry).replyTo).toEqual({ name: 'Layla Ahmed', address: 'layla@nordicfoods.example' })
  })

  it('carries every field, the language, the consent, when it came and the admin link, as plain text', () => {
    const { text } = enquiryEmail(enquiry)
    for (const line of [
      'Name: Layla Ahmed',
      'Company: Nordic Foods AB',
      'Country: Sweden',
      'E-mail: layla@nordicfoods.example',
      'Language: Arabic (ar)',
      'Agreed to be contacted: Yes',
      'Received: 4 March 2026 at 12:30 (Baghdad time)',
      'In the admin: https://www.hawlerfoods.example/admin/collections/enquiries/42',
    ])
      expect(text).toContain(line)
    expect(text).toContain('Message:\nWe would like to import your crisps.\n\nWhich pack sizes do you export?')
    expect(enquiryEmail({ ...enquiry, company: '' }).text).toContain('Company: (not given)')
  })

  it('shows the same in HTML, the visitor’s words right-to-left where they are Arabic or Kurdish', () => {
    const { html } = enquiryEmail({ ...enquiry, name: 'ليلى أحمد' })
    expect(html).toContain('<td style="padding:6px 12px 6px 0;vertical-align:top;text-align:left" dir="auto">ليلى أحمد</td>')
    expect(html).toContain('Arabic (ar)')
    expect(html).toMatch(/<div dir="auto"[^>]*>We would like to import your crisps\.\n\nWhich pack sizes do you export\?<\/div>/)
    expect(html).toContain('href="https://www.hawlerfoods.example/admin/collections/enquiries/42"')
  })

  it('escapes whatever the visitor typed, so it is shown and never run', () => {
    const hostile = {
      ...enquiry,
      name: '<script>alert("name")</script>',
      company: 'A & B "Foods"',
      country: "<img src=x onerror='x'>",
      message: '</div><a href="https://phish.example">Click</a>',
    }
    const { html, text, subject } = enquiryEmail(hostile)
    expect(html).not.toMatch(/<script|<img|<a href="https:\/\/phish/)
    expect(html).toContain('&#60;script&#62;alert(&#34;name&#34;)&#60;/script&#62;')
    expect(html).toContain('A &#38; B &#34;Foods&#34;')
    expect(html).toContain('&#60;/div&#62;&#60;a href=&#34;https://phish.example&#34;&#62;Click&#60;/a&#62;')
    // The plain text and the subject are text: shown as typed.
    expect(text).toContain('Name: <script>alert("name")</script>')
    expect(subject).toBe('Enquiry from <script>alert("name")</script> (A & B "Foods", <img src=x onerror=\'x\'>)')
  })
})

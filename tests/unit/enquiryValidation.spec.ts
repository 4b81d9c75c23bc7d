import { describe, expect, it } from 'vitest'

import ar from '@/i18n/messages/ar/enquiry.json'
import ckb from '@/i18n/messages/ckb/enquiry.json'
import en from '@/i18n/messages/en/enquiry.json'
import {
  ENQUIRY_FIELDS,
  type EnquiryFieldErrors,
  type EnquiryValues,
  enquiryErrors,
  enquiryFromForm,
  errorKey,
  isEmailAddress,
  isHoneypotFilled,
} from '@/lib/enquiries/validation'

const valid: EnquiryValues = {
  name: 'Layla Ahmed',
  company: 'Nordic Foods AB',
  country: 'Sweden',
  email: 'layla@nordicfoods.example',
  message: 'We would like to import your crisps to Sweden.',
  consent: true,
}

function form(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return data
}

describe('reading the enquiry form', () => {
  it('keeps what a person typed, without stray spaces, line ends of another system or control characters', () => {
    const values = enquiryFromForm(
      form({
        name: '  Layla \n  Ahmed ',
        company: 'Nordic\tFoods',
        country: ' Sweden\u0000',
        email: ' layla@nordicfoods.example ',
        message: 'Hello,\r\n\r\nwe import snacks.   \r\nBest regards\u202E',
        consent: 'yes',
        website: '',
      }),
    )
    expect(values).toEqual({
      name: 'Layla Ahmed',
      company: 'Nordic Foods',
      country: 'Sweden',
      email: 'layla@nordicfoods.example',
      message: 'Hello,\n\nwe import snacks.\nBest regards',
      consent: true,
    })
  })

  it('keeps Arabic and Kurdish text as written, joiners included', () => {
    const values = enquiryFromForm(form({ name: 'شێرکۆ ئەحمەد', message: 'دەمانەوێت بەرهەمەکانتان\u200Cبکڕین.' }))
    expect(values.name).toBe('شێرکۆ ئەحمەد')
    expect(values.message).toBe('دەمانەوێت بەرهەمەکانتان\u200Cبکڕین.')
  })

  it('reads a missing field as empty and the consent box only when it is ticked', () => {
    expect(enquiryFromForm(new FormData())).toEqual({ name: '', company: '', country: '', email: '', message: '', consent: false })
    expect(enquiryFromForm(form({ consent: 'on' })).consent).toBe(false)
    expect(enquiryFromForm(form({ consent: 'yes' })).consent).toBe(true)
  })

  it('tells a robot by the filled-in hidden field', () => {
    expect(isHoneypotFilled(form({ website: 'https://spam.example' }))).toBe(true)
    expect(isHoneypotFilled(form({ website: '   ' }))).toBe(false)
    expect(isHoneypotFilled(form({}))).toBe(false)
  })
})

describe('checking an enquiry', () => {
  it('accepts a complete enquiry, with or without a company', () => {
    expect(enquiryErrors(valid)).toBeNull()
    expect(enquiryErrors({ ...valid, company: '' })).toBeNull()
  })

  it('names every missing field that is required', () => {
    expect(enquiryErrors({ name: '', company: '', country: '', email: '', message: '', consent: false })).toEqual({
      name: 'Required',
      country: 'Required',
      email: 'Required',
      message: 'Required',
      consent: 'Required',
    })
  })

  it('refuses text longer than the collection stores, and a message too short to answer', () => {
    expect(enquiryErrors({ ...valid, name: 'a'.repeat(200) })).toBeNull()
    expect(enquiryErrors({ ...valid, name: 'a'.repeat(201) })).toEqual({ name: 'TooLong' })
    expect(enquiryErrors({ ...valid, company: 'a'.repeat(201) })).toEqual({ company: 'TooLong' })
    expect(enquiryErrors({ ...valid, country: 'a'.repeat(101) })).toEqual({ country: 'TooLong' })
    expect(enquiryErrors({ ...valid, message: 'a'.repeat(5000) })).toBeNull()
    expect(enquiryErrors({ ...valid, message: 'a'.repeat(5001) })).toEqual({ message: 'TooLong' })
    expect(enquiryErrors({ ...valid, message: 'Hi there' })).toEqual({ message: 'TooShort' })
  })

  it.each(['layla', 'layla@', 'layla@example', 'lay la@example.com', '"layla"@example.com', 'layla@example..com', 'layla@-example.com'])(
    'refuses the e-mail address %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(false)
      expect(enquiryErrors({ ...valid, email })).toEqual({ email: 'Invalid' })
    },
  )

  it.each(['layla@example.com', 'layla.ahmed+export@mail.example.co.uk', "o'neil@example.org"])(
    'accepts the e-mail address %s',
    (email) => {
      expect(enquiryErrors({ ...valid, email })).toBeNull()
    },
  )

  it('refuses an address longer than mail servers deliver to', () => {
    expect(isEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe(true)
    expect(isEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(false)
  })
})

describe('the messages of mistakes', () => {
  const possible: Required<{ [F in keyof EnquiryFieldErrors]: NonNullable<EnquiryFieldErrors[F]>[] }> = {
    name: ['Required', 'TooLong'],
    company: ['TooLong'],
    country: ['Required', 'TooLong'],
    email: ['Required', 'Invalid'],
    message: ['Required', 'TooShort', 'TooLong'],
    consent: ['Required'],
  }

  it.each([
    ['en', en],
    ['ar', ar],
    ['ckb', ckb],
  ])('are written in %s for every mistake a field can have', (_locale, messages) => {
    for (const field of ENQUIRY_FIELDS)
      for (const problem of possible[field]) expect(messages, `${field} ${problem}`).toHaveProperty(errorKey(field, problem))
  })
})

/** The validation schemas refuse with docs/product.md §5's refusals, one per field, and enforce the bounds. */
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { FIELD_LIMITS, MIN_SERVICE_PRICE } from './constants';
import {
  PASSWORD_PATTERN,
  addServiceSchema,
  appointmentSchema,
  bookingFormSchema,
  bookingRequestSchema,
  loginSchema,
  registerSchema,
  updateServiceSchema,
} from './schemas';
import { refusal as r } from './refusal';
import type { Refusal } from './refusal';

/** Every refusal the schema gives for `value` (as formik asks: all fields at once), [] if valid. */
async function messagesOf(schema: AnyObjectSchema, value: unknown): Promise<Refusal[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: Refusal[] }).errors;
  }
}

const validService = {
  serviceImgURL: 'https://i.ibb.co/x/pipe.jpg',
  serviceName: 'Pipe Fitting',
  serviceArea: 'Dhanmondi, Dhaka',
  servicePrice: 1500,
  description: 'Leak repair and new pipe fitting.',
  category: 'plumbing',
  district: 'dhaka',
};

const REQUIRED_SERVICE_MESSAGES = [
  r('serviceImgRequired'),
  r('serviceNameRequired'),
  r('serviceAreaRequired'),
  r('servicePriceRequired'),
  r('descriptionRequired'),
  r('categoryRequired'),
  r('districtRequired'),
];

const PASSWORD_RULE = r('passwordRule');

describe.each([
  ['Add Service', addServiceSchema],
  ['Update Service', updateServiceSchema],
])('%s schema', (_name, schema) => {
  it('accepts a complete service', async () => {
    expect(await messagesOf(schema, validService)).toEqual([]);
  });

  it('gives the seven required messages for an empty form', async () => {
    expect(await messagesOf(schema, {})).toEqual(REQUIRED_SERVICE_MESSAGES);
  });

  it('treats empty and blank inputs (as a form sends them) as missing', async () => {
    const empty = {
      serviceImgURL: '',
      serviceName: '',
      serviceArea: '',
      servicePrice: '',
      description: '',
      category: '',
      district: '',
    };
    expect(await messagesOf(schema, empty)).toEqual(REQUIRED_SERVICE_MESSAGES);
    const blank = {
      serviceImgURL: ' ',
      serviceName: '  ',
      serviceArea: '\t',
      servicePrice: ' ',
      description: ' ',
      category: '',
      district: '',
    };
    expect(await messagesOf(schema, blank)).toEqual(REQUIRED_SERVICE_MESSAGES);
  });

  it('says which single field is missing', async () => {
    for (const [field, message] of [
      ['serviceImgURL', r('serviceImgRequired')],
      ['serviceName', r('serviceNameRequired')],
      ['serviceArea', r('serviceAreaRequired')],
      ['servicePrice', r('servicePriceRequired')],
      ['description', r('descriptionRequired')],
      ['category', r('categoryRequired')],
      ['district', r('districtRequired')],
    ] as const) {
      const rest = Object.fromEntries(Object.entries(validService).filter(([k]) => k !== field));
      expect(await messagesOf(schema, rest)).toEqual([message]);
    }
  });

  it('refuses a name of only invisible characters as missing, and ill-formed text', async () => {
    for (const serviceName of ['\u200b\u200b', '\u200c\u200d', '\u2060', '\ufeff\u00ad']) {
      expect(await messagesOf(schema, { ...validService, serviceName })).toEqual([
        r('serviceNameRequired'),
      ]);
    }
    expect(await messagesOf(schema, { ...validService, serviceName: 'Tap\u200b fix' })).toEqual([]);
    expect(await messagesOf(schema, { ...validService, description: 'x\ud800' })).toEqual([
      r('textNotWellFormed', { name: 'description' }),
    ]);
  });

  it('takes only a known category and one of the 64 districts', async () => {
    expect(await messagesOf(schema, { ...validService, category: 'roofing' })).toEqual([
      {
        code: 'categoryOneOf',
        params: { list: expect.stringMatching(/^electrical, plumbing/) as string },
      },
    ]);
    expect(await messagesOf(schema, { ...validService, district: 'atlantis' })).toEqual([
      r('districtOneOf'),
    ]);
  });

  it('rejects a price that is not a number', async () => {
    expect(await messagesOf(schema, { ...validService, servicePrice: 'cheap' })).toEqual([
      r('priceNumber'),
    ]);
  });

  it('bounds the text fields, the URL and the price', async () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      await messagesOf(schema, {
        serviceImgURL: `https://e.com/${long(FIELD_LIMITS.url)}`,
        serviceName: long(FIELD_LIMITS.serviceName + 1),
        serviceArea: long(FIELD_LIMITS.serviceArea + 1),
        servicePrice: FIELD_LIMITS.servicePriceMax + 1,
        description: long(FIELD_LIMITS.description + 1),
        category: 'plumbing',
        district: 'dhaka',
      }),
    ).toEqual([
      r('tooLong', { field: 'serviceImage', max: 2048 }),
      r('tooLong', { field: 'serviceName', max: 100 }),
      r('tooLong', { field: 'serviceArea', max: 100 }),
      r('priceMax', { max: 10000000 }),
      r('tooLong', { field: 'serviceDescription', max: 2000 }),
    ]);
    expect(
      await messagesOf(schema, {
        ...validService,
        serviceName: long(FIELD_LIMITS.serviceName),
        description: long(FIELD_LIMITS.description),
        servicePrice: FIELD_LIMITS.servicePriceMax,
      }),
    ).toEqual([]);
  });

  it('takes an https image or a path on this site, nothing else', async () => {
    for (const url of ['https://i.ibb.co/x.jpg', '/images/services/plumbing.svg']) {
      expect(await messagesOf(schema, { ...validService, serviceImgURL: url })).toEqual([]);
    }
    for (const url of ['http://i.ibb.co/x.jpg', 'javascript:alert(1)', '//evil.example/x.png']) {
      expect(await messagesOf(schema, { ...validService, serviceImgURL: url })).toEqual([
        r('httpsUrl', { field: 'serviceImage' }),
      ]);
    }
  });

  it('rejects unknown fields', async () => {
    expect(await messagesOf(schema, { ...validService, discount: 5 })).toEqual([
      r('unknownField', { properties: 'discount' }),
    ]);
  });
});

describe('price floor', () => {
  it(`Add Service needs at least ${MIN_SERVICE_PRICE}: r('minimumPrice')`, async () => {
    expect(await messagesOf(addServiceSchema, { ...validService, servicePrice: 49 })).toEqual([
      r('minimumPrice'),
    ]);
    expect(await messagesOf(addServiceSchema, { ...validService, servicePrice: '49' })).toEqual([
      r('minimumPrice'),
    ]);
    expect(await messagesOf(addServiceSchema, { ...validService, servicePrice: 50 })).toEqual([]);
  });

  it('Update Service keeps the minimum price of Add Service', async () => {
    expect(await messagesOf(updateServiceSchema, { ...validService, servicePrice: 49 })).toEqual([
      r('minimumPrice'),
    ]);
    expect(
      await messagesOf(updateServiceSchema, { ...validService, servicePrice: 0.0001 }),
    ).toEqual([r('minimumPrice')]);
    expect(await messagesOf(updateServiceSchema, { ...validService, servicePrice: 50 })).toEqual(
      [],
    );
  });

  it('casts the numeric text a form sends to a number', async () => {
    const cast = await addServiceSchema.validate({ ...validService, servicePrice: ' 1500 ' });
    expect(cast.servicePrice).toBe(1500);
  });
});

describe('Register schema', () => {
  const valid = {
    name: 'Rahim',
    email: 'rahim@example.com',
    password: 'Secret1',
    photoURL: 'https://x.com/p.png',
    phone: '01711000000',
    acceptLegal: true,
  };

  it('accepts a complete registration', async () => {
    expect(await messagesOf(registerSchema, valid)).toEqual([]);
  });

  it('gives the five required messages and the consent, and only those, for an empty form', async () => {
    const expected = [
      r('nameRequired'),
      r('emailRequired'),
      r('passwordRequired'),
      r('photoURLRequired'),
      r('mobileRequired'),
      r('legalConsentRequired'),
    ];
    expect(await messagesOf(registerSchema, {})).toEqual(expected);
    expect(
      await messagesOf(registerSchema, {
        name: '',
        email: '',
        password: '',
        photoURL: '',
        phone: '',
        acceptLegal: false,
      }),
    ).toEqual(expected);
  });

  it('refuses a registration without the privacy policy and terms ticked', async () => {
    expect(await messagesOf(registerSchema, { ...valid, acceptLegal: false })).toEqual([
      r('legalConsentRequired'),
    ]);
  });

  it('asks for a Bangladeshi mobile number, stored without spaces or dashes', async () => {
    expect(await messagesOf(registerSchema, { ...valid, phone: '01211000000' })).toEqual([
      r('bdMobile'),
    ]);
    expect(registerSchema.cast({ ...valid, phone: '+880 1711-000000' }).phone).toBe(
      '+8801711000000',
    );
  });

  it('gives the password rule sentence for a weak password', async () => {
    for (const password of ['Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg', '123456']) {
      expect(await messagesOf(registerSchema, { ...valid, password })).toEqual([PASSWORD_RULE]);
    }
  });

  it('accepts a password of 6 with an uppercase, a lowercase and a number', async () => {
    for (const password of ['Abcde1', 'aB3456', 'Pass word 9!']) {
      expect(PASSWORD_PATTERN.test(password)).toBe(true);
      expect(await messagesOf(registerSchema, { ...valid, password })).toEqual([]);
    }
  });

  it('bounds the name and checks the email and photo URL', async () => {
    expect(
      await messagesOf(registerSchema, {
        ...valid,
        name: 'n'.repeat(FIELD_LIMITS.personName + 1),
        email: 'not-an-email',
        photoURL: 'http://x.com/p.png',
      }),
    ).toEqual([
      r('tooLong', { field: 'name', max: 100 }),
      r('validEmail'),
      r('httpsUrl', { field: 'photoURL' }),
    ]);
  });
});

describe('Login schema', () => {
  it('requires email and password', async () => {
    expect(await messagesOf(loginSchema, { email: '', password: '' })).toEqual([
      r('emailRequired'),
      r('passwordRequired'),
    ]);
  });

  it('does not apply the register password rule to sign-in', async () => {
    expect(await messagesOf(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual([]);
  });
});

describe('Book Service schema', () => {
  it('requires the service date, the time window and the service area', async () => {
    expect(
      await messagesOf(bookingRequestSchema, { sDate: '', timeWindow: '', provideArea: '' }),
    ).toEqual([r('serviceDateRequired'), r('timeWindowRequired'), r('serviceAreaRequired')]);
  });

  it('accepts an ISO date-time and a window, and rejects a non-date or an unknown window', async () => {
    const provideArea = 'Mirpur, Dhaka';
    const sDate = '2025-02-01T10:00:00.000Z';
    expect(
      await messagesOf(bookingRequestSchema, { sDate, timeWindow: 'evening', provideArea }),
    ).toEqual([]);
    expect(
      await messagesOf(bookingRequestSchema, { sDate: 'soon', timeWindow: 'night', provideArea }),
    ).toEqual([
      r('invalidDate', { field: 'serviceDate' }),
      r('timeWindowOneOf', { list: 'morning, afternoon, evening' }),
    ]);
  });

  it('lets the form pick only a window not yet started, up to 60 days ahead', async () => {
    const provideArea = 'Mirpur, Dhaka';
    const dayMs = 86_400_000;
    const dhakaDate = (ms: number) => new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10);
    expect(
      await messagesOf(bookingFormSchema, {
        date: dhakaDate(Date.now() + dayMs),
        timeWindow: 'evening',
        provideArea,
      }),
    ).toEqual([]);
    expect(
      await messagesOf(bookingFormSchema, {
        date: dhakaDate(Date.now() - dayMs),
        timeWindow: 'evening',
        provideArea,
      }),
    ).toEqual([r('slotStarted')]);
    expect(
      await messagesOf(bookingFormSchema, {
        date: dhakaDate(Date.now() + 62 * dayMs),
        timeWindow: 'morning',
        provideArea,
      }),
    ).toEqual([r('slotTooFar', { days: 60 })]);
  });
});

describe('Appointment schema', () => {
  const valid = {
    name: 'Farhana',
    email: '',
    phone: '+880 1711-000000',
    date: '2025-03-01',
    message: 'Please look at a leaking tap.',
  };

  it('accepts a request with or without an email', async () => {
    expect(await messagesOf(appointmentSchema, valid)).toEqual([]);
    expect(await messagesOf(appointmentSchema, { ...valid, email: 'f@example.com' })).toEqual([]);
  });

  it('rejects unknown fields', async () => {
    expect(await messagesOf(appointmentSchema, { ...valid, status: 'Upcoming' })).toEqual([
      r('unknownField', { properties: 'status' }),
    ]);
  });

  it('refuses a name of only invisible characters', async () => {
    expect(await messagesOf(appointmentSchema, { ...valid, name: '\u200b \u2060' })).toEqual([
      r('nameRequired'),
    ]);
  });

  it('requires name, date, phone and message, one message each', async () => {
    expect(
      await messagesOf(appointmentSchema, {
        name: '',
        email: '',
        phone: '',
        date: '',
        message: '',
      }),
    ).toEqual([r('nameRequired'), r('phoneRequired'), r('dateRequired'), r('messageRequired')]);
  });

  it('checks the phone, the date, the email and the bounds', async () => {
    expect(
      await messagesOf(appointmentSchema, {
        ...valid,
        phone: 'call me',
        date: 'tomorrow',
        email: 'nope',
        message: 'm'.repeat(FIELD_LIMITS.message + 1),
      }),
    ).toEqual([
      r('validEmail'),
      r('phoneInvalid'),
      r('invalidDate', { field: 'date' }),
      r('tooLong', { field: 'message', max: 2000 }),
    ]);
  });
});

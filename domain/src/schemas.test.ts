/** The validation schemas give SPEC.md §5's messages, letter for letter, and enforce the bounds. */
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
import { BD_MOBILE_MESSAGE } from './profile';

/** Every message the schema gives for `value` (as formik asks: all fields at once), [] if valid. */
async function messagesOf(schema: AnyObjectSchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
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
  'Service image is required',
  'Service name is required',
  'Service area is required',
  'Service Price is required',
  'Service description is required',
  'Category is required',
  'District is required',
];

const PASSWORD_RULE =
  'Password must be at least 6 characters long, include one uppercase letter, one lowercase letter, and one number';

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
      ['serviceImgURL', 'Service image is required'],
      ['serviceName', 'Service name is required'],
      ['serviceArea', 'Service area is required'],
      ['servicePrice', 'Service Price is required'],
      ['description', 'Service description is required'],
      ['category', 'Category is required'],
      ['district', 'District is required'],
    ] as const) {
      const rest = Object.fromEntries(Object.entries(validService).filter(([k]) => k !== field));
      expect(await messagesOf(schema, rest)).toEqual([message]);
    }
  });

  it('takes only a known category and one of the 64 districts', async () => {
    expect(await messagesOf(schema, { ...validService, category: 'roofing' })).toEqual([
      expect.stringMatching(/^Category must be one of electrical, plumbing/),
    ]);
    expect(await messagesOf(schema, { ...validService, district: 'atlantis' })).toEqual([
      'District must be one of the 64 districts',
    ]);
  });

  it('rejects a price that is not a number', async () => {
    expect(await messagesOf(schema, { ...validService, servicePrice: 'cheap' })).toEqual([
      'Service Price must be a number',
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
      'Service image must be at most 2048 characters',
      'Service name must be at most 100 characters',
      'Service area must be at most 100 characters',
      'Service Price must be at most 10000000',
      'Service description must be at most 2000 characters',
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
        'Service image must be an https URL',
      ]);
    }
  });

  it('rejects unknown fields', async () => {
    expect(await messagesOf(schema, { ...validService, discount: 5 })).toEqual([
      'Unknown field: discount',
    ]);
  });
});

describe('price floor', () => {
  it(`Add Service needs at least ${MIN_SERVICE_PRICE}: 'Minimum price 50'`, async () => {
    expect(await messagesOf(addServiceSchema, { ...validService, servicePrice: 49 })).toEqual([
      'Minimum price 50',
    ]);
    expect(await messagesOf(addServiceSchema, { ...validService, servicePrice: '49' })).toEqual([
      'Minimum price 50',
    ]);
    expect(await messagesOf(addServiceSchema, { ...validService, servicePrice: 50 })).toEqual([]);
  });

  it('Update Service has no minimum, only a positive price', async () => {
    expect(await messagesOf(updateServiceSchema, { ...validService, servicePrice: 49 })).toEqual(
      [],
    );
    expect(await messagesOf(updateServiceSchema, { ...validService, servicePrice: 1 })).toEqual([]);
    expect(await messagesOf(updateServiceSchema, { ...validService, servicePrice: 0 })).toEqual([
      'Service Price must be greater than 0',
    ]);
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
  };

  it('accepts a complete registration', async () => {
    expect(await messagesOf(registerSchema, valid)).toEqual([]);
  });

  it('gives the five required messages, and only those, for an empty form', async () => {
    const expected = [
      'Name is required',
      'Email is required',
      'Password is required',
      'PhotoURL is required',
      'Mobile number is required',
    ];
    expect(await messagesOf(registerSchema, {})).toEqual(expected);
    expect(
      await messagesOf(registerSchema, {
        name: '',
        email: '',
        password: '',
        photoURL: '',
        phone: '',
      }),
    ).toEqual(expected);
  });

  it('asks for a Bangladeshi mobile number, stored without spaces or dashes', async () => {
    expect(await messagesOf(registerSchema, { ...valid, phone: '01211000000' })).toEqual([
      BD_MOBILE_MESSAGE,
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
      'Name must be at most 100 characters',
      'Enter a valid email',
      'PhotoURL must be an https URL',
    ]);
  });
});

describe('Login schema', () => {
  it('requires email and password', async () => {
    expect(await messagesOf(loginSchema, { email: '', password: '' })).toEqual([
      'Email is required',
      'Password is required',
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
    ).toEqual(['Service date is required', 'Time window is required', 'Service area is required']);
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
      'Service date must be a valid date',
      'Time window must be one of morning, afternoon, evening',
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
    ).toEqual(['That time has already started: pick a later window or date']);
    expect(
      await messagesOf(bookingFormSchema, {
        date: dhakaDate(Date.now() + 62 * dayMs),
        timeWindow: 'morning',
        provideArea,
      }),
    ).toEqual(['Bookings can be made at most 60 days ahead']);
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
      'Unknown field: status',
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
    ).toEqual(['Name is required', 'Phone is required', 'Date is required', 'Message is required']);
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
      'Enter a valid email',
      'Phone must be a phone number',
      'Date must be a valid date',
      'Message must be at most 2000 characters',
    ]);
  });
});

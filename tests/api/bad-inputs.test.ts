/**
 * A table of bad requests across the API: each gets the right status and `{error}`, and the
 * database is exactly as before (counts and every document, read with the Admin SDK).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '@meramot/domain/constants';
import type { ServicePayload } from '@meramot/domain/entities';
import { callApi, hasStackTrace } from '../../harness/api-client';
import type { ApiCall } from '../../harness/api-client';
import { countDocuments, fingerprint } from '../../harness/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { freshEvening } from '../support/booking-slot';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

interface BadInput {
  name: string;
  path: (s: Seeded) => string;
  call: (s: Seeded) => ApiCall;
  status: number;
  /** The exact `error`, or a pattern it matches. */
  error?: string | RegExp;
  /**
   * Answered by the platform's body parser before the function runs (malformed JSON sent as
   * application/json): the status is right and no stack trace shows, but the body is its page.
   */
  platform?: true;
}

const token = (s: Seeded, key: string) => s.users[key]?.idToken ?? '';

const service = () => ({
  serviceImgURL: 'https://i.ibb.co/x/ac.jpg',
  serviceName: 'AC Servicing',
  serviceArea: 'Uttara, Dhaka',
  servicePrice: 1500,
  description: 'Gas top-up and filter cleaning for split ACs.',
  category: 'appliance-repair' as const,
  district: 'dhaka',
});

/** A valid Add Service body for rahim, changed by `edit`. */
function serviceBody(edit: (body: ServicePayload) => void = () => undefined): ServicePayload {
  const body: ServicePayload = {
    provider: {
      name: 'Rahim Uddin',
      email: 'rahim@meramot.test',
      photoURL: '/images/avatars/provider-1.svg',
      service: service(),
    },
  };
  edit(body);
  return body;
}

/** Sets a field of the service, including to values its type does not allow. */
const withField = (key: string, value: unknown) =>
  serviceBody((b) => {
    (b.provider.service as unknown as Record<string, unknown>)[key] = value;
  });
const withoutField = (key: string) => withField(key, undefined);

const addService = (
  name: string,
  body: unknown,
  status: number,
  error?: string | RegExp,
): BadInput => ({
  name: `POST /addService: ${name}`,
  path: () => '/addService',
  call: (s) => ({ method: 'POST', token: token(s, 'rahim'), body }),
  status,
  error,
});

const booking = (s: Seeded, overrides: Record<string, unknown> = {}) => ({
  serviceId: s.serviceIds.tank,
  serviceName: 'Water Tank Cleaning',
  serviceImg: '/images/services/plumbing.svg',
  pEmail: 'nasrin@meramot.test',
  pName: 'Nasrin Akter',
  uEmail: 'farhana@meramot.test',
  uName: 'Farhana Islam',
  sDate: freshEvening(),
  provideArea: 'Bashundhara',
  price: 2000,
  serviceStatus: 'pending',
  ...overrides,
});

const bookService = (
  name: string,
  body: (s: Seeded) => unknown,
  status: number,
  error?: string,
  who = 'farhana',
): BadInput => ({
  name: `POST /bookServices: ${name}`,
  path: () => '/bookServices',
  call: (s) => ({ method: 'POST', token: token(s, who), body: body(s) }),
  status,
  error,
});

/** Seed bookings: 0 wiring (rahim's, pending), 1 plumbing (nasrin's), 2 deep (karim's, Completed). */
const statusChange = (
  name: string,
  booking: number | string,
  status: unknown,
  code: number,
  error?: string,
  who = 'rahim',
): BadInput => ({
  name: `PATCH /statusChange: ${name}`,
  path: (s) => `/statusChange/${typeof booking === 'number' ? s.bookingIds[booking] : booking}`,
  call: (s) => ({ method: 'PATCH', token: token(s, who), body: { status } }),
  status: code,
  error,
});

const letter = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sadia Rahman',
  email: 'sadia@example.com',
  phone: '+8801911000003',
  date: '2026-12-24',
  message: 'Please look at a leaking roof.',
  ...overrides,
});

const appointment = (name: string, body: unknown, status: number, error?: string): BadInput => ({
  name: `POST /appointment: ${name}`,
  path: () => '/appointment',
  call: () => ({ method: 'POST', body }),
  status,
  error,
});

const BAD_INPUTS: BadInput[] = [
  // Add Service: every field, type, bound and rule.
  addService('no body', undefined, 400, 'Request body must be a JSON object'),
  addService('an array body', [serviceBody()], 400, 'Request body must be a JSON object'),
  addService('no provider', {}, 400, 'provider is required'),
  addService(
    'no service fields',
    serviceBody((b) => {
      delete (b.provider as Partial<ServicePayload['provider']>).service;
    }),
    400,
    'Service fields are required',
  ),
  addService('no image', withoutField('serviceImgURL'), 400, 'Service image is required'),
  addService('no name', withoutField('serviceName'), 400, 'Service name is required'),
  addService('a blank name', withField('serviceName', '   '), 400, 'Service name is required'),
  addService('no area', withoutField('serviceArea'), 400, 'Service area is required'),
  addService('no price', withoutField('servicePrice'), 400, 'Service Price is required'),
  addService('no description', withoutField('description'), 400, 'Service description is required'),
  addService('price 49', withField('servicePrice', 49), 400, 'Minimum price 50'),
  addService('a negative price', withField('servicePrice', -100), 400, 'Minimum price 50'),
  addService(
    'a price as a string',
    withField('servicePrice', '1500'),
    400,
    'provider.service.servicePrice must be a number',
  ),
  addService(
    'a price above the bound',
    withField('servicePrice', 10_000_001),
    400,
    'Service Price must be at most 10000000',
  ),
  addService(
    'a name that is a number',
    withField('serviceName', 42),
    400,
    'provider.service.serviceName must be a string',
  ),
  addService(
    'a name that is null',
    withField('serviceName', null),
    400,
    'provider.service.serviceName must be a string',
  ),
  addService(
    'a huge name',
    withField('serviceName', 'x'.repeat(101)),
    400,
    'Service name must be at most 100 characters',
  ),
  addService(
    'a huge description',
    withField('description', 'word '.repeat(401)),
    400,
    'Service description must be at most 2000 characters',
  ),
  addService(
    'an http image URL',
    withField('serviceImgURL', 'http://i.ibb.co/x/ac.jpg'),
    400,
    'Service image must be an https URL',
  ),
  addService(
    'a javascript: image URL',
    withField('serviceImgURL', 'javascript:alert(1)'),
    400,
    'Service image must be an https URL',
  ),
  addService(
    'an unknown top-level field',
    { ...serviceBody(), providerUid: 'someone-else' },
    400,
    'Unknown field: providerUid',
  ),
  addService(
    'an unknown service field',
    withField('searchTerms', ['plumbing']),
    400,
    'Unknown field: provider.service.searchTerms',
  ),
  addService(
    'a provider that is a string',
    { provider: 'Rahim' },
    400,
    'provider must be a JSON object',
  ),
  addService(
    "someone else's email",
    serviceBody((b) => {
      b.provider.email = 'nasrin@meramot.test';
    }),
    403,
    "provider.email must be the signed-in user's email",
  ),
  {
    name: 'POST /addService: no credentials',
    path: () => '/addService',
    call: () => ({ method: 'POST', body: serviceBody() }),
    status: 401,
    error: 'Sign in required',
  },
  {
    name: 'POST /addService: a forged ID token',
    path: () => '/addService',
    call: () => ({ method: 'POST', token: 'eyJhbGciOiJub25lIn0.e30.', body: serviceBody() }),
    status: 401,
    error: 'Invalid or expired ID token',
  },
  {
    name: 'POST /addService: Basic instead of Bearer',
    path: () => '/addService',
    call: () => ({
      method: 'POST',
      headers: { Authorization: 'Basic cmFoaW06UHJvdmlkZXIx' },
      body: serviceBody(),
    }),
    status: 401,
    error: 'Authorization must be "Bearer <Firebase ID token>"',
  },
  {
    name: 'POST /addService: text/plain',
    path: () => '/addService',
    call: (s) => ({
      method: 'POST',
      token: token(s, 'rahim'),
      rawBody: JSON.stringify(serviceBody()),
      contentType: 'text/plain',
    }),
    status: 415,
    error: 'Content-Type must be application/json',
  },
  {
    name: 'POST /addService: a form post',
    path: () => '/addService',
    call: (s) => ({
      method: 'POST',
      token: token(s, 'rahim'),
      rawBody: 'serviceName=AC&servicePrice=1500',
      contentType: 'application/x-www-form-urlencoded',
    }),
    status: 415,
    error: 'Content-Type must be application/json',
  },
  {
    name: 'POST /addService: JSON in another charset',
    path: () => '/addService',
    call: (s) => ({
      method: 'POST',
      token: token(s, 'rahim'),
      rawBody: JSON.stringify(serviceBody()),
      contentType: 'application/vnd.meramot+json; charset=latin1',
    }),
    status: 415,
    error: 'Content-Type must be application/json',
  },
  {
    name: 'POST /addService: a body over 64 KiB',
    path: () => '/addService',
    call: (s) => ({
      method: 'POST',
      token: token(s, 'rahim'),
      body: withField('description', 'x'.repeat(MAX_REQUEST_BODY_BYTES)),
    }),
    status: 413,
    error: `Request body must be at most ${MAX_REQUEST_BODY_BYTES} bytes`,
  },
  {
    name: 'POST /addService: a price of 1e400 (Infinity)',
    path: () => '/addService',
    call: (s) => ({
      method: 'POST',
      token: token(s, 'rahim'),
      rawBody: JSON.stringify(serviceBody()).replace('"servicePrice":1500', '"servicePrice":1e400'),
    }),
    status: 400,
    error: 'provider.service.servicePrice must be a number',
  },
  {
    name: 'POST /addService: malformed JSON in a +json type',
    path: () => '/addService',
    call: (s) => ({
      method: 'POST',
      token: token(s, 'rahim'),
      rawBody: '{"provider": {',
      contentType: 'application/vnd.meramot+json',
    }),
    status: 400,
    error: 'Malformed JSON body',
  },
  {
    name: 'POST /addService: malformed JSON as application/json',
    path: () => '/addService',
    call: (s) => ({ method: 'POST', token: token(s, 'rahim'), rawBody: '{"provider": {' }),
    status: 400,
    platform: true,
  },
  {
    name: 'POST /bookServices: a bare JSON string',
    path: () => '/bookServices',
    call: (s) => ({ method: 'POST', token: token(s, 'farhana'), rawBody: '"book it"' }),
    status: 400,
    platform: true,
  },

  // Update and delete: someone else's, unknown, and update's own price rule.
  {
    name: "PUT /updateService: someone else's service",
    path: (s) => `/updateService/${s.serviceIds.plumbing}`,
    call: (s) => ({ method: 'PUT', token: token(s, 'rahim'), body: serviceBody() }),
    status: 403,
    error: 'You can only change your own services',
  },
  {
    name: 'PUT /updateService: an unknown id',
    path: () => '/updateService/noSuchService',
    call: (s) => ({ method: 'PUT', token: token(s, 'rahim'), body: serviceBody() }),
    status: 404,
    error: 'Service not found',
  },
  {
    // The minimum holds on update too (issue 39).
    name: 'PUT /updateService: price 0',
    path: (s) => `/updateService/${s.serviceIds.wiring}`,
    call: (s) => ({ method: 'PUT', token: token(s, 'rahim'), body: withField('servicePrice', 0) }),
    status: 400,
    error: 'Minimum price 50',
  },
  {
    name: 'PUT /updateService: a missing name',
    path: (s) => `/updateService/${s.serviceIds.wiring}`,
    call: (s) => ({ method: 'PUT', token: token(s, 'rahim'), body: withoutField('serviceName') }),
    status: 400,
    error: 'Service name is required',
  },
  {
    name: "DELETE /deleteService: someone else's service",
    path: (s) => `/deleteService/${s.serviceIds.tank}`,
    call: (s) => ({ method: 'DELETE', token: token(s, 'rahim') }),
    status: 403,
    error: 'You can only change your own services',
  },
  {
    name: 'DELETE /deleteService: an unknown id',
    path: () => '/deleteService/noSuchService',
    call: (s) => ({ method: 'DELETE', token: token(s, 'rahim') }),
    status: 404,
    error: 'Service not found',
  },
  {
    name: 'DELETE /deleteService: no credentials',
    path: (s) => `/deleteService/${s.serviceIds.wiring}`,
    call: () => ({ method: 'DELETE' }),
    status: 401,
    error: 'Sign in required',
  },

  // Booking.
  bookService(
    'their own service',
    (s) => booking(s, { uEmail: 'nasrin@meramot.test', uName: 'Nasrin Akter' }),
    403,
    'Action not permitted',
    'nasrin',
  ),
  bookService(
    'no service date',
    (s) => booking(s, { sDate: undefined }),
    400,
    'Service date is required',
  ),
  bookService(
    'a service date that is no date',
    (s) => booking(s, { sDate: 'next Tuesday-ish' }),
    400,
    'Service date must be a valid date',
  ),
  bookService('no area', (s) => booking(s, { provideArea: ' ' }), 400, 'Service area is required'),
  bookService(
    'an unknown service',
    (s) => booking(s, { serviceId: 'noSuchService' }),
    404,
    'Service not found',
  ),
  bookService(
    'no service id',
    (s) => booking(s, { serviceId: undefined }),
    400,
    'serviceId is required',
  ),
  bookService(
    'a status other than pending',
    (s) => booking(s, { serviceStatus: 'Completed' }),
    400,
    "serviceStatus of a new booking must be 'pending'",
  ),
  bookService(
    "someone else's email",
    (s) => booking(s, { uEmail: 'tanvir@meramot.test' }),
    403,
    "uEmail must be the signed-in user's email",
  ),
  bookService(
    'a price as a string',
    (s) => booking(s, { price: '1' }),
    400,
    'price must be a number',
  ),
  bookService(
    'an unknown field',
    (s) => booking(s, { customerUid: 'x' }),
    400,
    'Unknown field: customerUid',
  ),

  // Status changes.
  statusChange(
    'an unknown status',
    0,
    'Done',
    400,
    'status must be one of Pending, Working, Completed, Declined',
  ),
  statusChange(
    'the lowercase initial status',
    0,
    'pending',
    400,
    'status must be one of Pending, Working, Completed, Declined',
  ),
  statusChange('a status that is a number', 0, 3, 400, 'status must be a string'),
  statusChange('no status', 0, undefined, 400, 'status is required'),
  statusChange(
    'by the customer',
    0,
    'Working',
    403,
    'A customer can only set the status Cancelled',
    'farhana',
  ),
  statusChange(
    'by another provider',
    1,
    'Working',
    403,
    "Only the booking's customer or provider can change its status",
  ),
  statusChange(
    'Cancelled by the provider',
    0,
    'Cancelled',
    403,
    'status must be one of Pending, Working, Completed, Declined',
  ),
  statusChange(
    'Declined by the customer',
    0,
    'Declined',
    403,
    'A customer can only set the status Cancelled',
    'farhana',
  ),
  statusChange(
    'cancelling a Working booking',
    1,
    'Cancelled',
    409,
    'Only a Pending booking can be cancelled',
    'farhana',
  ),
  statusChange(
    'reopening a Completed booking',
    2,
    'Working',
    409,
    'status is Completed and can no longer change',
    'karim',
  ),
  statusChange('an unknown booking', 'noSuchBooking', 'Working', 404, 'Booking not found'),

  // Appointments.
  appointment('no phone', letter({ phone: undefined }), 400, 'Phone is required'),
  appointment(
    'a phone that is no number',
    letter({ phone: 'call me' }),
    400,
    'Phone must be a phone number',
  ),
  appointment('no date', letter({ date: undefined }), 400, 'Date is required'),
  appointment('an invalid email', letter({ email: 'sadia@' }), 400, 'Enter a valid email'),
  appointment(
    'a huge message',
    letter({ message: 'm'.repeat(2001) }),
    400,
    'Message must be at most 2000 characters',
  ),
  appointment('an unknown field', letter({ uid: 'someone' }), 400, 'Unknown field: uid'),

  // Session and lists.
  {
    name: 'POST /jwt: someone else’s email',
    path: () => '/jwt',
    call: (s) => ({
      method: 'POST',
      token: token(s, 'farhana'),
      body: { email: 'rahim@meramot.test' },
    }),
    status: 403,
    error: "email must be the signed-in user's email",
  },
  {
    name: "GET /allServices: someone else's email",
    path: () => '/allServices?email=rahim@meramot.test',
    call: (s) => ({ token: token(s, 'farhana') }),
    status: 403,
    error: 'You can only list your own services',
  },
  {
    name: 'GET /serviceDetails: an unknown id',
    path: () => '/serviceDetails/noSuchService',
    call: () => ({}),
    status: 404,
    error: 'Service not found',
  },
  {
    name: 'GET /nope: an unknown path',
    path: () => '/nope',
    call: () => ({}),
    status: 404,
    error: 'Not found: /nope',
  },
  {
    name: 'GET /addService: the wrong method',
    path: () => '/addService',
    call: () => ({}),
    status: 405,
    error: 'Method GET is not allowed on /addService',
  },
];

describe('bad inputs', () => {
  it('are at least 30', () => {
    expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BAD_INPUTS.map((c) => c.name)).size).toBe(BAD_INPUTS.length);
  });

  for (const bad of BAD_INPUTS) {
    it(`${bad.name} → ${bad.status}, nothing written`, async () => {
      const counts = await countDocuments();
      const before = await fingerprint();

      const result = await callApi(bad.path(seeded), bad.call(seeded));

      expect(result.status).toBe(bad.status);
      expect(hasStackTrace(result.text)).toBe(false);
      if (bad.platform) {
        expect(result.text).toMatch(/Bad Request/);
      } else {
        // Every error carries a code besides its words.
        expect(result.json).toMatchObject({ error: expect.any(String), code: expect.any(String) });
        const { error } = result.json as { error: string };
        if (typeof bad.error === 'string') expect(error).toBe(bad.error);
        else if (bad.error) expect(error).toMatch(bad.error);
      }
      expect(await countDocuments()).toEqual(counts);
      expect(await fingerprint()).toEqual(before);
    });
  }
});

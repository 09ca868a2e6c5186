/**
 * The answers' shapes for the OpenAPI document (openapi.ts): the wire types of domain/ (Service,
 * Booking, Review, Bill, …) as JSON Schema, with their bounds from the same constants. Schemathesis
 * checks every answer of the emulators against these.
 */
import { MAX_DAYS_OFF, MAX_WINDOW_CAPACITY, WEEKDAYS } from '@meramot/domain/availability';
import { BILL_STATES } from '@meramot/domain/bill';
import {
  BILL_BOOKING_STATUSES,
  CLOSING_BOOKING_STATUSES,
  INITIAL_BOOKING_STATUS,
  PROVIDER_BOOKING_STATUSES,
} from '@meramot/domain/booking-status';
import { TIME_WINDOWS } from '@meramot/domain/booking-time';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { REFUSAL_CODES } from '@meramot/domain/refusal';
import type { JsonSchema } from './openapi-schema';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const isoInstant: JsonSchema = { type: 'string', format: 'date-time' };
const dhakaDate: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/** An object with every property required (the wire types have no optional field unless said). */
function record(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
  };
}

const taka = (min: number): JsonSchema => ({
  type: 'integer',
  minimum: min,
  maximum: FIELD_LIMITS.billAmountMax,
});

const BOOKING_STATUSES = [
  INITIAL_BOOKING_STATUS,
  ...PROVIDER_BOOKING_STATUSES,
  ...CLOSING_BOOKING_STATUSES,
  ...BILL_BOOKING_STATUSES,
];

const bill = record({
  _id: text,
  receiptNumber: text,
  customerUid: text,
  providerUid: text,
  price: { type: 'number' },
  lines: { type: 'array', items: ref('BillLine'), maxItems: FIELD_LIMITS.billLines },
  discount: taka(0),
  total: { type: 'number' },
  state: { enum: [...BILL_STATES] },
  disputeReason: { type: ['string', 'null'] },
  revision: count,
  commissionRateBps: count,
  createdAt: isoInstant,
  updatedAt: isoInstant,
  paidMarkedAt: { type: ['string', 'null'], format: 'date-time' },
  receivedMarkedAt: { type: ['string', 'null'], format: 'date-time' },
  payment: { enum: ['unpaid', 'customerSaysPaid', 'providerSaysReceived', 'paid'] },
});

const earnings = record({ jobs: count, gross: count, commission: count, net: count });
const marketTotals = record({ bookings: count, gross: count, commission: count });

export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    description:
      'Every refusal: what was wrong, in words a person can act on. A refusal decided by the ' +
      "marketplace's rules also names its code and values, so a client can say it in its own " +
      'words (the web app does, in English and Bangla); a transport-level one (404 path, 405, ' +
      '413, 415, 503, malformed JSON) has `error` alone.',
    properties: {
      error: { type: 'string', minLength: 1 },
      code: { enum: [...REFUSAL_CODES], description: 'The refusal (domain/src/refusal.ts).' },
      params: {
        type: 'object',
        description:
          "The refusal's values: `field` names a form field, a name ending in Taka is an " +
          'amount in taka.',
        additionalProperties: { type: ['string', 'number'] },
      },
    },
    required: ['error'],
    additionalProperties: false,
  },
  Rating: record({
    count,
    average: { type: ['number', 'null'], description: 'null: no review yet ("New")' },
  }),
  ServiceFields: record(
    {
      serviceImgURL: text,
      serviceName: text,
      serviceArea: text,
      servicePrice: { type: 'number' },
      description: text,
      category: text,
      district: text,
    },
    // Listings from before trades and districts carry docs/product.md's five fields only.
    ['category', 'district'],
  ),
  Service: record({
    _id: text,
    provider: record({
      name: text,
      email: {
        type: 'string',
        description:
          "The provider's verified e-mail address when they chose to show it on the listing, else ''.",
      },
      photoURL: { type: ['string', 'null'] },
      service: ref('ServiceFields'),
    }),
  }),
  PublicService: {
    allOf: [ref('Service'), record({ providerUid: text, rating: ref('Rating') })],
  },
  Booking: record(
    {
      _id: text,
      serviceId: text,
      serviceName: text,
      serviceImg: text,
      pEmail: text,
      pName: text,
      uEmail: text,
      uName: text,
      uPhone: text,
      pPhone: text,
      sDate: text,
      timeWindow: { enum: [...TIME_WINDOWS] },
      provideArea: text,
      price: { type: 'number' },
      serviceStatus: { enum: BOOKING_STATUSES },
      statusReason: text,
    },
    ['uPhone', 'pPhone', 'timeWindow', 'statusReason'],
  ),
  Appointment: record({
    _id: text,
    name: text,
    email: text,
    phone: text,
    date: text,
    message: text,
  }),
  Review: record({
    _id: text,
    serviceId: text,
    providerUid: text,
    stars: { type: 'integer', minimum: 1, maximum: 5 },
    text,
    reviewerName: text,
    createdAt: isoInstant,
    updatedAt: isoInstant,
    reply: { oneOf: [{ type: 'null' }, record({ text, createdAt: isoInstant })] },
  }),
  ProviderPage: record({
    provider: record({
      uid: text,
      name: text,
      photoURL: { type: ['string', 'null'] },
      memberSince: isoInstant,
      completedJobs: count,
      rating: ref('Rating'),
    }),
    services: { type: 'array', items: ref('PublicService') },
    nextServicesCursor: { type: ['string', 'null'] },
    reviews: { type: 'array', items: ref('Review') },
    nextReviewsCursor: { type: ['string', 'null'] },
  }),
  ServiceRating: record({ _id: text, rating: ref('Rating') }),
  BillLine: {
    ...record({
      description: { type: 'string', minLength: 1, maxLength: FIELD_LIMITS.billLineDescription },
      amount: taka(1),
    }),
    additionalProperties: false,
  },
  Bill: bill,
  BillAnswer: {
    allOf: [ref('Bill')],
    properties: { serviceStatus: { enum: BOOKING_STATUSES } },
    description: 'The bill as written, and the booking status when the action moved it.',
  },
  BillWithBooking: {
    allOf: [
      ref('Bill'),
      record({
        booking: record({
          serviceName: text,
          uName: text,
          uEmail: text,
          pName: text,
          pEmail: text,
          sDate: text,
          provideArea: text,
          serviceStatus: { enum: BOOKING_STATUSES },
        }),
      }),
    ],
  },
  Earnings: record({
    total: earnings,
    months: { type: 'array', items: { allOf: [earnings, record({ month: text })] } },
  }),
  AdminMoney: record({
    commissionRateBps: count,
    days: { type: 'array', items: { allOf: [marketTotals, record({ day: text })] } },
    months: { type: 'array', items: { allOf: [marketTotals, record({ month: text })] } },
    disputed: { type: 'array', items: ref('Bill') },
    disagreements: { type: 'array', items: ref('Bill') },
  }),
  Availability: record({
    from: dhakaDate,
    to: dhakaDate,
    scheduled: { type: 'boolean' },
    days: {
      type: 'array',
      items: record({
        date: dhakaDate,
        windows: {
          type: 'array',
          items: record(
            {
              window: { enum: [...TIME_WINDOWS] },
              capacity: count,
              taken: count,
              remaining: count,
              open: { type: 'boolean' },
              reason: { enum: ['day-off', 'not-working', 'full', 'started'] },
              note: text,
            },
            ['reason', 'note'],
          ),
        },
      }),
    },
  }),
  /** PUT /schedules/{uid}: checked by checkScheduleInput (domain/src/availability.ts). */
  Schedule: {
    type: 'object',
    properties: {
      week: {
        type: 'object',
        description:
          'The windows each weekday is worked, each with its capacity; left out: closed.',
        properties: Object.fromEntries(
          WEEKDAYS.map((day) => [
            day,
            {
              type: 'object',
              properties: Object.fromEntries(
                TIME_WINDOWS.map((window) => [
                  window,
                  { type: 'integer', minimum: 1, maximum: MAX_WINDOW_CAPACITY },
                ]),
              ),
              additionalProperties: false,
            },
          ]),
        ),
        additionalProperties: false,
      },
      daysOff: {
        type: 'array',
        maxItems: MAX_DAYS_OFF,
        items: {
          type: 'object',
          properties: {
            start: dhakaDate,
            end: dhakaDate,
            note: { type: 'string', maxLength: FIELD_LIMITS.dayOffNote },
          },
          required: ['start', 'end'],
          additionalProperties: false,
        },
      },
    },
    required: ['week'],
    additionalProperties: false,
  },
  Inserted: record({ acknowledged: { const: true }, insertedId: text }),
  Updated: record({ acknowledged: { const: true }, matchedCount: count, modifiedCount: count }),
  Deleted: record({ acknowledged: { const: true }, deletedCount: count }),
  Success: record({ success: { const: true } }),
};

export { ref };

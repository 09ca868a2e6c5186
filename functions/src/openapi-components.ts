/**
 * The answers' shapes for the OpenAPI document (openapi.ts): the wire types of domain/ (Service,
 * Booking, Review, Bill, …) as JSON Schema, with their bounds from the same constants. Schemathesis
 * checks every answer of the emulators against these.
 */
import {
  MAX_DAYS_OFF,
  MAX_WINDOW_CAPACITY,
  SHUT_REASONS,
  WEEKDAYS,
} from '@meramot/domain/availability';
import { BILL_STATES, PAYMENT_STATES } from '@meramot/domain/bill';
import {
  BILL_BOOKING_STATUSES,
  CLOSING_BOOKING_STATUSES,
  INITIAL_BOOKING_STATUS,
  PROVIDER_BOOKING_STATUSES,
} from '@meramot/domain/booking-status';
import { TIME_WINDOWS } from '@meramot/domain/booking-time';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { REFUSAL_CODES } from '@meramot/domain/refusal';
import { MAX_STARS, MIN_STARS } from '@meramot/domain/review';
import { record, ref } from './openapi-schema';
import type { JsonSchema, Properties } from './openapi-schema';

const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const isoInstant: JsonSchema = { type: 'string', format: 'date-time' };
const dhakaDate: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

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

const billProperties: Properties = {
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
  payment: { enum: [...PAYMENT_STATES] },
};

const earnings: Properties = { jobs: count, gross: count, commission: count, net: count };
const marketTotals: Properties = { bookings: count, gross: count, commission: count };

/** A listing as the catalogue answers it (Service), and with its provider and rating. */
const serviceProperties: Properties = {
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
};

export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    description:
      'Every refusal: what was wrong, in words a person can act on, with its code and values, ' +
      'so a client can say it in its own words (the web app does, in English and Bangla).',
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
    required: ['error', 'code'],
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
  Service: record(serviceProperties),
  PublicService: record({ ...serviceProperties, providerUid: text, rating: ref('Rating') }),
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
    stars: { type: 'integer', minimum: MIN_STARS, maximum: MAX_STARS },
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
  BillLine: record({
    description: { type: 'string', minLength: 1, maxLength: FIELD_LIMITS.billLineDescription },
    amount: taka(1),
  }),
  Bill: record(billProperties),
  BillAnswer: {
    ...record({ ...billProperties, serviceStatus: { enum: BOOKING_STATUSES } }, ['serviceStatus']),
    description: 'The bill as written, and the booking status when the action moved it.',
  },
  BillWithBooking: record({
    ...billProperties,
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
  Earnings: record({
    total: record(earnings),
    months: { type: 'array', items: record({ ...earnings, month: text }) },
  }),
  AdminMoney: record({
    commissionRateBps: count,
    days: { type: 'array', items: record({ ...marketTotals, day: text }) },
    months: { type: 'array', items: record({ ...marketTotals, month: text }) },
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
              reason: { enum: [...SHUT_REASONS] },
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

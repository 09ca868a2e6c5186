/**
 * The bodies of docs/product.md §7, built from the domain schemas. The parts the domain has no schema
 * for (the provider around a service, the prefilled booking fields) carry the bounds the
 * security rules enforce, so a write through the API passes the same checks as one through
 * the rules.
 */
import * as yup from 'yup';
import { DEFAULT_CATEGORY, isCategoryId } from '@meramot/domain/categories';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { districtInText, isDistrictId } from '@meramot/domain/districts';
import type { ServiceFields } from '@meramot/domain/entities';
import { IMAGE_URL_PATTERN, hasVisibleText, isIsoDate } from '@meramot/domain/formats';
import {
  addServiceSchema,
  appointmentSchema,
  bookingRequestSchema,
  paramTooLong,
  tooLong,
  unknownFieldMessage,
  updateServiceSchema,
} from '@meramot/domain/schemas';
import { refusal } from '@meramot/domain/refusal';
import { refused } from './http';

function serviceBodySchema(service: typeof addServiceSchema) {
  return yup
    .object({
      provider: yup
        .object({
          name: yup
            .string()
            .trim()
            .required(refusal('paramRequired', { name: 'Provider name' }))
            // Only invisible characters are no name (rules: isName in validProvider).
            .test(
              'visible',
              refusal('paramRequired', { name: 'Provider name' }),
              (value) => !value || hasVisibleText(value),
            )
            .max(FIELD_LIMITS.personName, paramTooLong('Provider name', FIELD_LIMITS.personName)),
          // '' only from an account without an e-mail (a phone sign-in): checkProviderEmail.
          email: yup
            .string()
            .trim()
            .defined(refusal('emailRequired'))
            .max(FIELD_LIMITS.email, tooLong('email', FIELD_LIMITS.email)),
          // A user without a photo has none: '' (or null) and the screens show a fallback.
          photoURL: yup
            .string()
            .nullable()
            .trim()
            .max(FIELD_LIMITS.url, tooLong('photoURL', FIELD_LIMITS.url))
            .matches(IMAGE_URL_PATTERN, {
              message: refusal('httpsUrl', { field: 'photoURL' }),
              excludeEmptyString: true,
            }),
          service: service.default(undefined).required(refusal('serviceFieldsRequired')),
        })
        .default(undefined)
        .required(refusal('paramRequired', { name: 'provider' }))
        .exact(unknownFieldMessage),
    })
    .exact(unknownFieldMessage);
}

/** POST /addService: {provider:{name,email,photoURL,service:{...}}}, price at least 50. */
export const addServiceBody = serviceBodySchema(addServiceSchema);
/** PUT /updateService/{id}: the same body and the same minimum price. */
export const updateServiceBody = serviceBodySchema(updateServiceSchema);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The service fields of a body that has them, for the defaults below. */
function serviceOf(body: unknown): Record<string, unknown> | null {
  const provider = isRecord(body) ? body.provider : undefined;
  const service = isRecord(provider) ? provider.service : undefined;
  return isRecord(service) ? service : null;
}

/** Whether a service body leaves out the category or the district (a client older than them). */
export function lacksCatalogueFields(body: unknown): boolean {
  const service = serviceOf(body);
  return service !== null && (service.category === undefined || service.district === undefined);
}

/**
 * A body from a client written before categories and districts (docs/product.md's five fields) gets
 * them here, before validation: the category `stored` has or 'other', and the district its
 * serviceArea names, else the one stored. Fields the client sends are left to the schema.
 */
export function withCatalogueDefaults(
  body: unknown,
  stored: Partial<Pick<ServiceFields, 'category' | 'district'>> = {},
): unknown {
  const service = serviceOf(body);
  if (service === null || !isRecord(body) || !isRecord(body.provider)) return body;
  const filled = { ...service };
  if (filled.category === undefined) {
    filled.category = isCategoryId(stored.category) ? stored.category : DEFAULT_CATEGORY;
  }
  const area = filled.serviceArea;
  // Without a usable area the schema says 'Service area is required' first.
  if (filled.district === undefined && typeof area === 'string' && area.trim() !== '') {
    const district =
      districtInText(area) ?? (isDistrictId(stored.district) ? stored.district : null);
    if (district === null) {
      throw refused(refusal('districtUnknown'));
    }
    filled.district = district;
  }
  return { ...body, provider: { ...body.provider, service: filled } };
}

/** POST /jwt: {email}. */
export const jwtBody = yup
  .object({
    // '' only from an account without an e-mail (a phone sign-in); createSession checks it.
    email: yup
      .string()
      .trim()
      .defined(refusal('emailRequired'))
      .max(FIELD_LIMITS.email, tooLong('email', FIELD_LIMITS.email)),
  })
  .exact(unknownFieldMessage);

/** PATCH /statusChange/{bookingId}: {status, reason?}; the status machine judges the value. */
export const statusChangeBody = yup
  .object({
    status: yup.string().required(refusal('paramRequired', { name: 'status' })),
    reason: yup
      .string()
      .trim()
      .max(FIELD_LIMITS.statusReason, paramTooLong('reason', FIELD_LIMITS.statusReason)),
  })
  .exact(unknownFieldMessage);

/**
 * POST /bookServices: the spec's booking fields. The customer fills in sDate and provideArea;
 * the service's name, image, provider and price are prefilled by the client but taken from
 * the service document, so here they are only type-checked (a price that is not the service's
 * is refused by the route, 409).
 */
export const bookServiceBody = bookingRequestSchema
  .shape({
    serviceId: yup
      .string()
      .trim()
      .required(refusal('paramRequired', { name: 'serviceId' }))
      .max(FIELD_LIMITS.documentId, paramTooLong('serviceId', FIELD_LIMITS.documentId)),
    // Either sDate (the ISO instant a window starts) or date and timeWindow: requestedSlot in
    // the route checks them; here only their types and bounds.
    sDate: yup
      .string()
      .max(FIELD_LIMITS.date, tooLong('serviceDate', FIELD_LIMITS.date))
      .test(
        'iso-date',
        refusal('invalidDate', { field: 'serviceDate' }),
        (value) => value === undefined || isIsoDate(value),
      ),
    date: yup
      .string()
      .max(FIELD_LIMITS.date, paramTooLong('date', FIELD_LIMITS.date))
      .test(
        'iso-date',
        'date must be a valid date',
        (value) => value === undefined || isIsoDate(value),
      ),
    timeWindow: yup.string(),
    uName: yup
      .string()
      .trim()
      .max(FIELD_LIMITS.personName, paramTooLong('uName', FIELD_LIMITS.personName)),
    uEmail: yup.string().trim().max(FIELD_LIMITS.email, paramTooLong('uEmail', FIELD_LIMITS.email)),
    // Optional: the number comes from the caller's profile; one given must be that number.
    uPhone: yup.string().max(FIELD_LIMITS.phone, paramTooLong('uPhone', FIELD_LIMITS.phone)),
    serviceStatus: yup.string().trim(),
    serviceName: yup.string(),
    serviceImg: yup.string(),
    pEmail: yup.string(),
    pName: yup.string(),
    price: yup.number(),
  })
  .exact(unknownFieldMessage);

/** POST /appointment: the free appointment form. */
export const appointmentBody = appointmentSchema
  .shape({
    date: (appointmentSchema.fields.date as yup.StringSchema<string>).max(
      FIELD_LIMITS.date,
      tooLong('date', FIELD_LIMITS.date),
    ),
  })
  .exact(unknownFieldMessage);

/** Business constants of docs/product.md §9 and the field bounds of docs/data-model.md. */

export const MIN_SERVICE_PRICE = 50;
export const CURRENCY_SYMBOL = '৳';

export const POPULAR_SERVICES_COUNT = 6;
export const CARD_DESCRIPTION_PREVIEW_LENGTH = 80;
export const TABLE_DESCRIPTION_PREVIEW_LENGTH = 30;

export const STICKY_NAVBAR_THRESHOLD_PX = 50;
export const TOAST_AUTO_HIDE_MS = 5000;

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export const TESTIMONIAL_CAROUSEL = {
  autoAdvanceMs: 8000,
  slidesPerView: 1,
  breakpoints: [
    { minWidthPx: 620, slidesPerView: 2 },
    { minWidthPx: 1024, slidesPerView: 3 },
  ],
  spacing: 13,
  animationMs: 1000,
  maxRating: 5,
} as const;

export const GALLERY_IMAGE_COUNT = 9;
export const CLIENT_LOGO_COUNT = 8;
export const CLIENT_LOGO_LOOP_SECONDS = 20;
export const SCROLL_ANIMATION_OFFSET_PX = 200;

/** Upper bounds on what a client may write; the rules and the API enforce the same numbers. */
export const FIELD_LIMITS = {
  serviceName: 100,
  serviceArea: 100,
  description: 2000,
  url: 2048,
  personName: 100,
  email: 254,
  phone: 30,
  message: 2000,
  searchTerms: 500,
  /** Name prefixes: a name of serviceName code points has fewer. */
  nameTerms: 100,
  /** One stored search term, in code points (searchKey cuts longer words to it). */
  searchTerm: 40,
  servicePriceMax: 10_000_000,
  /** sDate of a booking, date of an appointment: an ISO date or date-time. */
  date: 40,
  /** Firestore's own bound on a document id, in bytes. */
  documentId: 1500,
  /** A review's text and the provider's reply. */
  reviewText: 1000,
  reviewReply: 1000,
  /** The optional reason given when a booking is cancelled or declined. */
  statusReason: 500,
  /** The optional note of a provider's day off (domain/src/availability.ts). */
  dayOffNote: 200,
  /** A bill (domain/src/bill.ts): its lines, each line's text, any amount in taka, a dispute's reason. */
  billLines: 10,
  billLineDescription: 100,
  billAmountMax: 10_000_000,
  billDisputeReason: 500,
} as const;

/**
 * POST /jwt makes a session only from a sign-in this recent (Firebase's guidance for session
 * cookies): a token refreshed for days must not turn into five more days of session.
 */
export const SESSION_SIGN_IN_MAX_AGE_SECONDS = 5 * 60;

/** How long the `__session` cookie of POST /jwt lasts. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

/** Largest JSON body the REST API accepts. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

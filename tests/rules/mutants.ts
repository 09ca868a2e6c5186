/**
 * Mutation check of the rules suite: breaks firestore.rules one rule at a time and runs the rules
 * cases against each broken copy. Every mutant must compile (the emulator compiles it as it
 * would load it), then make at least one case fail; one that survives is a rule the suite does
 * not pin down, and one that does not compile proves nothing. Either fails the check.
 *
 * How: SHARDS vitest processes of tests/rules/mutants.check.ts, each running its share of the
 * matrix's cases in-process against the unbroken rules, then against each of its share of the
 * mutants (the mutant's `suite` first); a mutant no case catches gets one more run of the whole
 * rules suite, whose other tests (tokens, the app's own checks) may catch it. `.ci/run` runs it; by hand:
 *   MERAMOT_PORT_OFFSET=300 npx tsx scripts/emulators-exec.ts --only firestore "npx tsx tests/rules/mutants.ts"
 * An argument (e.g. "Completed") runs only the mutants whose name contains it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AVAILABILITY_MUTANTS } from './availability.mutants';
import { EQUIVALENT_CLAUSES, clauseMutants, clauseName, clausesOf } from './clause-mutants';

// Left out as equivalent (no request can tell them from the real rules), besides the clause
// mutants of EQUIVALENT_CLAUSES in tests/rules/clause-mutants.ts (each dropped clause of
// firestore.rules that no request can tell from the real rules, with its reason):
// - dropping `- duration.value(6, 'h')` from isBookableSlot: it differs only when the suite runs
//   between 00:00 and 06:00 Dhaka time (the 60th day's UTC midnight is then after now + 60 days).

export interface Mutant {
  name: string;
  /**
   * The top-level describe of tests/rules/matrix.test.ts whose cases should catch the mutant:
   * they run first, and the whole matrix only if none of them fails.
   */
  suite: string;
  /**
   * More suites whose cases run after `suite`'s, before the rest of the matrix (a clause
   * mutant's: every suite of a rule that reaches the clause).
   */
  suites?: string[];
  find: string;
  replace: string;
  /** Where `find` starts in the rules, when it occurs more than once (the clause mutants). */
  at?: number;
}

export const MUTANTS: Mutant[] = [
  {
    name: 'Completed is no longer final',
    suite: 'bookings',
    find: "!(resource.data.serviceStatus in ['Completed', 'Cancelled', 'Declined'])",
    replace: "!(resource.data.serviceStatus in ['Cancelled', 'Declined'])",
  },
  {
    name: 'any status string is accepted',
    suite: 'bookings',
    find: "next in ['Pending', 'Working', 'Completed']",
    replace: 'next is string',
  },
  {
    name: 'a status change may touch any field',
    suite: 'bookings',
    find: "onlyChanges(['serviceStatus', 'updatedAt', 'statusReason', 'bill'])",
    replace: 'true',
  },
  {
    name: 'the customer may change the status too',
    suite: 'bookings',
    find: '((isOwner(resource.data.providerUid)\n              && next in',
    replace: '((isBookingParty()\n              && next in',
  },
  {
    name: 'a Cancelled booking is not final for the provider',
    suite: 'bookings',
    find: "!(resource.data.serviceStatus in ['Completed', 'Cancelled', 'Declined'])",
    replace: "!(resource.data.serviceStatus in ['Completed', 'Declined'])",
  },
  {
    name: 'a Declined booking is not final for the provider',
    suite: 'bookings',
    find: "!(resource.data.serviceStatus in ['Completed', 'Cancelled', 'Declined'])",
    replace: "!(resource.data.serviceStatus in ['Completed', 'Cancelled'])",
  },
  {
    name: 'the customer may decline too',
    suite: 'bookings',
    find: "(isOwner(resource.data.providerUid) && next == 'Declined'",
    replace: "(isBookingParty() && next == 'Declined'",
  },
  {
    name: 'the provider may cancel too',
    suite: 'bookings',
    find: "(isOwner(resource.data.customerUid) && next == 'Cancelled'",
    replace: "(isBookingParty() && next == 'Cancelled'",
  },
  {
    name: 'a booking that is not waiting may be cancelled',
    suite: 'bookings',
    find: "next == 'Cancelled' && waiting",
    replace: "next == 'Cancelled'",
  },
  {
    name: 'a booking that is not waiting may be declined',
    suite: 'bookings',
    find: "next == 'Declined' && waiting",
    replace: "next == 'Declined'",
  },
  {
    name: 'a Working booking counts as waiting',
    suite: 'bookings',
    find: "let waiting = resource.data.serviceStatus in ['pending', 'Pending'];",
    replace: "let waiting = resource.data.serviceStatus in ['pending', 'Pending', 'Working'];",
  },
  {
    name: 'a reason may come with any move',
    suite: 'bookings',
    find: "&& !('statusReason' in request.resource.data))",
    replace: ')',
  },
  {
    name: 'a cancel or decline needs a reason',
    suite: 'bookings',
    find: "return !('statusReason' in request.resource.data)\n        || isText",
    replace: 'return isText',
  },
  {
    name: 'the reason is unbounded',
    suite: 'bookings',
    find: 'isText(request.resource.data.statusReason, 500)',
    replace: 'request.resource.data.statusReason is string',
  },
  {
    name: 'booking slots unchecked',
    suite: 'bookings',
    find: '&& isBookableSlot(b.sDate, b.timeWindow)',
    replace: '',
  },
  {
    name: 'sDate may be any minute of its window start hour',
    suite: 'bookings',
    find: "+ ':00:00\\\\.000Z$'",
    replace: "+ ':[0-9]{2}:00\\\\.000Z$'",
  },
  {
    name: 'sDate may start any window, whatever timeWindow says',
    suite: 'bookings',
    find: "' + utcHourOf[window] + '",
    replace: '(02|06|10)',
  },
  {
    name: 'a window already started may be booked',
    suite: 'bookings',
    find: "&& utcMidnight + duration.value(int(utcHourOf[window]), 'h') > request.time",
    replace: '',
  },
  {
    name: 'bookings up to 61 days ahead',
    suite: 'bookings',
    find: "<= request.time + duration.value(60, 'd')",
    replace: "<= request.time + duration.value(61, 'd')",
  },
  {
    name: 'profiles: anyone signed in reads any profile',
    suite: 'users (profiles)',
    find: 'allow get: if isOwner(uid);',
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: 'profiles: anyone signed in writes any profile',
    suite: 'users (profiles)',
    find: 'allow create, update: if isOwner(uid) && validProfile();',
    replace: 'allow create, update: if isSignedIn() && validProfile();',
  },
  {
    name: 'profiles: unknown keys allowed',
    suite: 'users (profiles)',
    find: "&& p.keys().hasOnly(['displayName', 'photoURL', 'phone', 'phoneVerified', 'phoneUnlinkedAt',\n                             'legalVersion', 'legalAcceptedAt', 'updatedAt'])",
    replace: '',
  },
  {
    name: 'profiles: the name unchecked',
    suite: 'users (profiles)',
    find: '&& isName(p.displayName, 100)',
    replace: '',
  },
  {
    name: 'profiles: any photo',
    suite: 'users (profiles)',
    find: "&& (p.photoURL == '' || isImageURL(p.photoURL))\n        && p.phone",
    replace: '&& p.phone',
  },
  {
    name: 'profiles: any phone number',
    suite: 'users (profiles)',
    find: "p.phone.matches('^(\\\\+880|0)1[3-9][0-9]{8}$')",
    replace: "p.phone.matches('^\\\\+?[0-9]+$')",
  },
  {
    name: 'profiles: a client-chosen updatedAt',
    suite: 'users (profiles)',
    find: '&& isNow(p.updatedAt);',
    replace: ';',
  },
  {
    name: 'a customer may book their own service',
    suite: 'bookings',
    find: '&& b.providerUid != request.auth.uid;',
    replace: ';',
  },
  {
    name: 'the booking price is not checked against the service',
    suite: 'bookings',
    find: '&& b.price == svc.service.servicePrice',
    replace: '',
  },
  {
    name: 'a booking may name any provider',
    suite: 'bookings',
    find: 'return b.providerUid == svc.providerUid',
    replace: 'return true',
  },
  {
    name: 'a booking may start in any status',
    suite: 'bookings',
    find: "&& b.serviceStatus == 'pending'",
    replace: '',
  },
  {
    name: 'a booking may be made for another customer',
    suite: 'bookings',
    find: '&& isOwner(b.customerUid)',
    replace: '',
  },
  {
    name: 'any signed-in user reads any booking',
    suite: 'bookings',
    find: 'allow get: if (resource == null && isSignedIn()) || isBookingParty();',
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: 'a visitor may look for a booking id',
    suite: 'bookings',
    find: 'allow get: if (resource == null && isSignedIn()) || isBookingParty();',
    replace: 'allow get: if resource == null || isBookingParty();',
  },
  {
    name: 'a booking id not made yet cannot be looked for',
    suite: 'bookings',
    find: 'allow get: if (resource == null && isSignedIn()) || isBookingParty();',
    replace: 'allow get: if isBookingParty();',
  },
  {
    name: "any signed-in user lists anyone's bookings",
    suite: 'bookings',
    find: 'allow list: if isBookingParty() &&',
    replace: 'allow list: if isSignedIn() &&',
  },
  {
    name: 'bookings: a list needs no limit',
    suite: 'dashboard lists',
    find: 'allow list: if isBookingParty() && request.query.limit <= 500;',
    replace: 'allow list: if isBookingParty();',
  },
  {
    name: 'bookings: a list may ask for more than DASHBOARD_LIST_LIMIT',
    suite: 'dashboard lists',
    find: 'allow list: if isBookingParty() && request.query.limit <= 500;',
    replace: 'allow list: if isBookingParty() && request.query.limit <= 501;',
  },
  {
    name: 'no minimum price on add',
    suite: 'services',
    find: '&& d.service.servicePrice >= 50 // MIN_SERVICE_PRICE\n        // No review yet',
    replace: '// No review yet',
  },
  {
    name: 'unknown keys allowed in a service',
    suite: 'services',
    find: "&& d.keys().hasOnly(['providerUid', 'provider', 'service', 'searchTerms', 'nameTerms', 'ratingCount', 'ratingSum', 'ratingAverage', 'lastReviewId', 'createdAt', 'updatedAt'])",
    replace: '',
  },
  {
    name: 'provider email not tied to the token',
    suite: 'services',
    find: "return email == ''\n        || (email == tokenEmail()",
    replace: "return email == ''\n        || (true",
  },
  {
    name: 'a listed e-mail address need not be verified',
    suite: 'services',
    find: "(email == tokenEmail() && request.auth.token.get('email_verified', false) == true)",
    replace: '(email == tokenEmail())',
  },
  {
    name: 'the owner may change providerUid',
    suite: 'services',
    find: "&& unchanged('providerUid')",
    replace: '',
  },
  {
    name: 'anyone signed in updates a service',
    suite: 'services',
    find: 'allow update: if (isOwner(resource.data.providerUid) && validServiceUpdate())',
    replace: 'allow update: if (isSignedIn() && validServiceUpdate())',
  },
  {
    name: 'the owner deletes a service directly, open bookings or not',
    suite: 'services',
    find: 'rules cannot query them.\n      allow delete: if false;',
    replace: 'rules cannot query them.\n      allow delete: if isOwner(resource.data.providerUid);',
  },
  {
    name: 'http images accepted',
    suite: 'services',
    find: "'^(https://",
    replace: "'^(https?://",
  },
  {
    name: 'client clock accepted for createdAt',
    suite: 'services',
    find: '&& isNow(d.createdAt);',
    replace: ';',
  },
  {
    name: 'every signed-in user is an admin',
    suite: 'appointments',
    find: "request.auth.token.get('admin', false) == true",
    replace: 'true',
  },
  {
    name: 'an appointment id not sent yet cannot be looked for',
    suite: 'appointments',
    find: 'allow get: if resource == null || isAdmin() || isOwner(resource.data.uid);',
    replace: 'allow get: if isAdmin() || isOwner(resource.data.uid);',
  },
  {
    name: 'a client may create an appointment',
    suite: 'appointments',
    find: 'allow create: if false;\n      allow update, delete: if false;',
    replace: 'allow create: if true;\n      allow update, delete: if false;',
  },
  {
    name: "mayList trusts a token's number after its unlink",
    suite: 'services',
    find: "|| currentTokenPhone(profile == null ? {} : profile.data) != ''",
    replace: "|| tokenPhone() != ''",
  },
  {
    name: 'mayList needs a number even with a verified e-mail',
    suite: 'services',
    find: "return request.auth.token.get('email_verified', false) == true\n        || currentTokenPhone",
    replace: 'return currentTokenPhone',
  },
  {
    name: 'mayList needs a profile',
    suite: 'services',
    find: 'currentTokenPhone(profile == null ? {} : profile.data)',
    replace: 'currentTokenPhone(profile.data)',
  },
  {
    name: 'appointments may be deleted by their sender',
    suite: 'appointments',
    find: 'allow update, delete: if false;',
    replace: 'allow update: if false; allow delete: if isOwner(resource.data.uid);',
  },
  {
    name: 'any signed-in user reads any appointment',
    suite: 'appointments',
    find: 'allow get: if resource == null || isAdmin() || isOwner(resource.data.uid);',
    replace: 'allow get: if resource == null || isAdmin() || isSignedIn();',
  },
  {
    name: "any signed-in user lists anyone's appointments",
    suite: 'appointments',
    find: 'allow list: if (isAdmin() || isOwner(resource.data.uid)) &&',
    replace: 'allow list: if (isAdmin() || isSignedIn()) &&',
  },
  {
    name: 'appointments: a list needs no limit',
    suite: 'dashboard lists',
    find: '(isAdmin() || isOwner(resource.data.uid)) && request.query.limit <= 500;',
    replace: '(isAdmin() || isOwner(resource.data.uid));',
  },
  {
    name: 'appointments: a list may ask for more than DASHBOARD_LIST_LIMIT',
    suite: 'dashboard lists',
    find: '(isAdmin() || isOwner(resource.data.uid)) && request.query.limit <= 500;',
    replace: '(isAdmin() || isOwner(resource.data.uid)) && request.query.limit <= 501;',
  },
  {
    name: 'a booking may be deleted by its parties',
    suite: 'bookings',
    find: '|| validReviewCopy(bookingId);\n      allow delete: if false;',
    replace: '|| validReviewCopy(bookingId);\n      allow delete: if isBookingParty();',
  },
  {
    name: 'a status change need not stamp updatedAt',
    suite: 'bookings',
    find: '        && isNow(request.resource.data.updatedAt)\n        && ((isOwner',
    replace: '        && ((isOwner',
  },
  {
    name: 'uEmail not tied to the token',
    suite: 'bookings',
    find: '&& b.uEmail == tokenEmail()',
    replace: '',
  },
  {
    name: 'no minimum price on update',
    suite: 'services',
    find: '&& d.service.servicePrice >= 50; // MIN_SERVICE_PRICE',
    replace: '&& d.service.servicePrice > 0;',
  },
  {
    name: 'the provider email may change on update',
    suite: 'services',
    find: '&& d.provider.email == resource.data.provider.email',
    replace: '',
  },
  {
    name: 'createdAt may change on update',
    suite: 'services',
    find: "&& unchanged('createdAt')",
    replace: '',
  },
  {
    name: 'an owner update skips validation',
    suite: 'services',
    find: '(isOwner(resource.data.providerUid) && validServiceUpdate())',
    replace: '(isOwner(resource.data.providerUid))',
  },
  {
    name: 'blank strings accepted',
    suite: 'services',
    find: "value.matches('(?s).*[^\\\\x{9}-\\\\x{D} \\\\x{A0}\\\\x{1680}\\\\x{2000}-\\\\x{200A}\\\\x{2028}\\\\x{2029}\\\\x{202F}\\\\x{205F}\\\\x{3000}\\\\x{FEFF}].*')",
    replace: 'value.size() >= 0',
  },
  {
    name: 'string lengths unbounded',
    suite: 'services',
    find: '&& value.size() <= max;',
    replace: ';',
  },
  {
    name: 'a client writes the search index of a new service',
    suite: 'services',
    find: "&& !d.keys().hasAny(['searchTerms', 'nameTerms'])",
    replace: '',
  },
  {
    name: "a client changes a service's search index",
    suite: 'services',
    find: "&& !request.resource.data.diff(resource.data).affectedKeys().hasAny(['searchTerms', 'nameTerms'])",
    replace: '',
  },
  {
    name: 'unknown keys allowed in a booking',
    suite: 'bookings',
    find: "hasExactly(b, ['serviceId',",
    replace: "b.keys().hasAll(['serviceId',",
  },
  {
    name: 'no price ceiling',
    suite: 'services',
    find: 'value is number && value <= 10000000',
    replace: 'value is number',
  },
  {
    name: 'image URLs of any length',
    suite: 'services',
    find: '&& value.size() <= 2048',
    replace: '',
  },
  {
    name: 'a booking needs the service to be missing',
    suite: 'bookings',
    find: '&& exists(serviceDoc(b.serviceId))',
    replace: '&& !exists(serviceDoc(b.serviceId))',
  },
  {
    name: 'a booking must name a serviceId that is no document id',
    suite: 'bookings',
    find: '&& isDocumentId(b.serviceId)',
    replace: '&& !isDocumentId(b.serviceId)',
  },
  {
    name: 'a service may have any category',
    suite: 'services',
    find: '&& isCategory(s.category)',
    replace: '',
  },
  {
    name: 'a service may be in any district',
    suite: 'services',
    find: '&& isDistrict(s.district)',
    replace: '',
  },
  {
    name: "the category list lacks 'other'",
    suite: 'services',
    find: ", 'pest-control', 'other']",
    replace: ", 'pest-control']",
  },
  {
    name: "the district list lacks 'sherpur'",
    suite: 'services',
    find: ", 'sherpur'",
    replace: '',
  },
  {
    name: "blank is ASCII white space only, as the rules' trim() has it",
    suite: 'formats shared with the API (domain/src/formats.ts)',
    find: "value.matches('(?s).*[^\\\\x{9}-\\\\x{D} \\\\x{A0}\\\\x{1680}\\\\x{2000}-\\\\x{200A}\\\\x{2028}\\\\x{2029}\\\\x{202F}\\\\x{205F}\\\\x{3000}\\\\x{FEFF}].*')",
    replace: 'value.trim().size() > 0',
  },
  {
    name: 'image paths may hold a backslash',
    suite: 'formats shared with the API (domain/src/formats.ts)',
    find: "|/[!-.0-\\\\[\\\\]-~][!-\\\\[\\\\]-~]*)$'",
    replace: "|/[^/\\\\s][^\\\\s]*)$'",
  },
  {
    name: 'an https image may have any host',
    suite: 'formats shared with the API (domain/src/formats.ts)',
    find: 'https://[A-Za-z0-9-]+(\\\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?([/?#][!-\\\\[\\\\]-~]*)?',
    replace: 'https://[^\\\\s]+',
  },
  {
    name: 'services under any id',
    suite: 'formats shared with the API (domain/src/formats.ts)',
    find: 'allow create: if isKeyedIdOf(serviceId, request.resource.data.providerUid)',
    replace: 'allow create: if true',
  },
  {
    name: 'bookings under any id',
    suite: 'formats shared with the API (domain/src/formats.ts)',
    find: 'allow create: if isKeyedIdOf(bookingId, request.resource.data.customerUid)\n        && validNewBooking()',
    replace: 'allow create: if validNewBooking()',
  },
  {
    name: "bookings: the customer's name may be an e-mail address",
    suite: 'bookings',
    find: "        && !value.matches('(?s).*@.*');",
    replace: '        ;',
  },
  {
    name: "bookings: an e-mail address on a later line of the customer's name passes",
    suite: 'bookings',
    find: "        && !value.matches('(?s).*@.*');",
    replace: "        && !value.matches('.*@.*');",
  },
  {
    name: 'reviews: a booking that is not Completed may be reviewed',
    suite: 'reviews and ratings',
    find: "        && b.serviceStatus in ['Completed', 'Paid']\n",
    replace: '',
  },
  {
    name: 'reviews: anyone may review a booking, not only its customer',
    suite: 'reviews and ratings',
    find: '        && b.customerUid == request.auth.uid\n',
    replace: '',
  },
  {
    name: "reviews: the review may name another provider than the booking's",
    suite: 'reviews and ratings',
    find: '        && r.providerUid == b.providerUid\n',
    replace: '',
  },
  {
    name: "reviews: the review may name another service than the booking's",
    suite: 'reviews and ratings',
    find: '        && r.serviceId == b.serviceId\n',
    replace: '',
  },
  {
    name: 'reviews: stars need not be whole',
    suite: 'reviews and ratings',
    find: 'value is int && value >= 1 && value <= 5',
    replace: 'value is number && value >= 1 && value <= 5',
  },
  {
    name: 'reviews: 0 stars accepted',
    suite: 'reviews and ratings',
    find: 'value is int && value >= 1 && value <= 5',
    replace: 'value is int && value >= 0 && value <= 5',
  },
  {
    name: 'reviews: 6 stars accepted',
    suite: 'reviews and ratings',
    find: 'value is int && value >= 1 && value <= 5',
    replace: 'value is int && value >= 1 && value <= 6',
  },
  {
    name: 'reviews: a text over FIELD_LIMITS.reviewText accepted',
    suite: 'reviews and ratings',
    find: 'value.size() <= 1000; // FIELD_LIMITS.reviewText',
    replace: 'value.size() <= 1001;',
  },
  {
    name: "reviews: the reviewer's name is not checked",
    suite: 'reviews and ratings',
    find: '        && isFirstNameOf(r.reviewerName, b.uName)\n',
    replace: '',
  },
  {
    name: 'reviews: a new review may carry a reply',
    suite: 'reviews and ratings',
    find: '        && r.reply == null\n',
    replace: '',
  },
  {
    name: 'reviews: a new review may carry any field',
    suite: 'reviews and ratings',
    find: "hasExactly(r, ['providerUid',",
    replace: "r.keys().hasAll(['providerUid',",
  },
  {
    name: "reviews: a new review may carry its author's uid",
    suite: 'reviews and ratings',
    find: "hasExactly(r, ['providerUid',",
    replace: "hasExactly(r, ['customerUid', 'providerUid',",
  },
  {
    name: "reviews: a new review's createdAt may be the client's",
    suite: 'reviews and ratings',
    find: '        && isNow(r.createdAt)\n',
    replace: '',
  },
  {
    name: "reviews: a new review need not move its service's sum",
    suite: 'reviews and ratings',
    find: '        && ratingMoved(serviceDoc(r.serviceId), bookingId, r.stars, 0)\n',
    replace: '',
  },
  {
    name: "reviews: a new review need not move its provider's sum",
    suite: 'reviews and ratings',
    find: '        && ratingMoved(providerPath(r.providerUid), bookingId, r.stars, 0);',
    replace: '    ;',
  },
  {
    name: 'reviews: anyone may edit a review',
    suite: 'reviews and ratings',
    find: '        && get(bookingPath(reviewId)).data.customerUid == request.auth.uid\n',
    replace: '',
  },
  {
    name: 'reviews: an edit may change any field',
    suite: 'reviews and ratings',
    find: "onlyChanges(['stars', 'text', 'updatedAt'])",
    replace: 'true',
  },
  {
    name: "reviews: an edit's stars are not checked",
    suite: 'reviews and ratings',
    find: '        && isStars(r.stars)\n        && isReviewText(r.text)\n        && isNow(r.updatedAt)',
    replace: '        && isReviewText(r.text)\n        && isNow(r.updatedAt)',
  },
  {
    name: "reviews: an edit's text is not checked",
    suite: 'reviews and ratings',
    find: '        && isReviewText(r.text)\n        && isNow(r.updatedAt)',
    replace: '        && isNow(r.updatedAt)',
  },
  {
    name: "reviews: an edit's updatedAt may be the client's",
    suite: 'reviews and ratings',
    find: '        && isNow(r.updatedAt)\n        && request.time',
    replace: '        && request.time',
  },
  {
    name: 'reviews: edits allowed for ever',
    suite: 'reviews and ratings',
    find: "request.time <= resource.data.createdAt + duration.value(14, 'd')",
    replace: 'true',
  },
  {
    name: "reviews: an edit need not move its service's sum",
    suite: 'reviews and ratings',
    find: '        && ratingMoved(serviceDoc(r.serviceId), reviewId, r.stars, resource.data.stars)\n',
    replace: '',
  },
  {
    name: "reviews: an edit need not move its provider's sum",
    suite: 'reviews and ratings',
    find: '        && ratingMoved(providerPath(r.providerUid), reviewId, r.stars, resource.data.stars);',
    replace: '    ;',
  },
  {
    name: 'reviews: anyone may reply',
    suite: 'reviews and ratings',
    find: '      return isOwner(resource.data.providerUid)\n        && resource.data.reply == null',
    replace: '      return isSignedIn()\n        && resource.data.reply == null',
  },
  {
    name: 'reviews: a second reply allowed',
    suite: 'reviews and ratings',
    find: '        && resource.data.reply == null\n',
    replace: '',
  },
  {
    name: 'reviews: a reply may change any field',
    suite: 'reviews and ratings',
    find: "onlyChanges(['reply'])",
    replace: 'true',
  },
  {
    name: 'reviews: a reply may carry any field',
    suite: 'reviews and ratings',
    find: "hasExactly(reply, ['text', 'createdAt'])",
    replace: "reply.keys().hasAll(['text', 'createdAt'])",
  },
  {
    name: "reviews: a reply's text is not checked",
    suite: 'reviews and ratings',
    find: 'isText(reply.text, 1000) // FIELD_LIMITS.reviewReply',
    replace: 'reply.text is string',
  },
  {
    name: "reviews: a reply's createdAt may be the client's",
    suite: 'reviews and ratings',
    find: '        && isNow(reply.createdAt);',
    replace: '        ;',
  },
  {
    name: 'reviews: reviews may be deleted',
    suite: 'reviews and ratings',
    find: '      allow update: if validReviewEdit(bookingId) || validReply();\n      allow delete: if false;',
    replace:
      '      allow update: if validReviewEdit(bookingId) || validReply();\n      allow delete: if true;',
  },
  {
    name: 'services: a list needs no limit',
    suite: 'services',
    find: 'allow list: if request.query.limit <= 50;\n      // A keyed id of the provider',
    replace: 'allow list: if true;\n      // A keyed id of the provider',
  },
  {
    name: 'services: a list may ask for more than PUBLIC_LIST_LIMIT',
    suite: 'services',
    find: 'allow list: if request.query.limit <= 50;\n      // A keyed id of the provider',
    replace: 'allow list: if request.query.limit <= 51;\n      // A keyed id of the provider',
  },
  {
    name: 'providers: a list needs no limit',
    suite: 'reviews and ratings',
    find: 'allow list: if request.query.limit <= 50; // PUBLIC_LIST_LIMIT\n      allow create: if validProviderRating',
    replace: 'allow list: if true;\n      allow create: if validProviderRating',
  },
  {
    name: 'providers: a list may ask for more than PUBLIC_LIST_LIMIT',
    suite: 'reviews and ratings',
    find: 'allow list: if request.query.limit <= 50; // PUBLIC_LIST_LIMIT\n      allow create: if validProviderRating',
    replace:
      'allow list: if request.query.limit <= 51;\n      allow create: if validProviderRating',
  },
  {
    name: 'reviews: a list needs no limit',
    suite: 'reviews and ratings',
    find: 'allow list: if request.query.limit <= 50; // PUBLIC_LIST_LIMIT\n      allow create: if isDocumentId(bookingId)',
    replace: 'allow list: if true;\n      allow create: if isDocumentId(bookingId)',
  },
  {
    name: 'reviews: a list may ask for more than PUBLIC_LIST_LIMIT',
    suite: 'reviews and ratings',
    find: 'allow list: if request.query.limit <= 50; // PUBLIC_LIST_LIMIT\n      allow create: if isDocumentId(bookingId)',
    replace:
      'allow list: if request.query.limit <= 51;\n      allow create: if isDocumentId(bookingId)',
  },
  {
    name: 'reviews: reviews are not public',
    suite: 'reviews and ratings',
    find: '      allow get: if true;\n      allow list: if request.query.limit <= 50; // PUBLIC_LIST_LIMIT\n      allow create: if isDocumentId(bookingId)',
    replace:
      '      allow get: if isSignedIn();\n      allow list: if request.query.limit <= 50; // PUBLIC_LIST_LIMIT\n      allow create: if isDocumentId(bookingId)',
  },
  {
    name: 'ratings: a rating need not name the review that moved it (two reviews, one move)',
    suite: 'reviews and ratings',
    find: "        && after.get('lastReviewId', null) == reviewId;",
    replace: '        ;',
  },
  {
    name: 'ratings: a rating may move without its review written now',
    suite: 'reviews and ratings',
    find: '      return isNow(review.updatedAt)\n        && after.ratingCount == count',
    replace: '      return after.ratingCount == count',
  },
  {
    name: 'ratings: the count is not checked',
    suite: 'reviews and ratings',
    find: '        && after.ratingCount == count\n',
    replace: '',
  },
  {
    name: 'ratings: the average is not checked',
    suite: 'reviews and ratings',
    find: '        && after.ratingAverage == float(after.ratingSum) / count;',
    replace: '        ;',
  },
  {
    name: "ratings: a rating update may change the service's other fields",
    suite: 'reviews and ratings',
    find: '        && onlyChanges(RATING_KEYS())\n',
    replace: '',
  },
  {
    name: "ratings: a review may move any service's rating",
    suite: 'reviews and ratings',
    find: '        && getAfter(reviewPath(d.lastReviewId)).data.serviceId == serviceId;',
    replace: '        ;',
  },
  {
    name: "ratings: a review may move any provider's rating",
    suite: 'reviews and ratings',
    find: '        && getAfter(reviewPath(d.lastReviewId)).data.providerUid == uid;',
    replace: '        ;',
  },
  {
    name: "ratings: a provider's rating may carry any field",
    suite: 'reviews and ratings',
    find: '        && hasExactly(d, RATING_KEYS())\n',
    replace: '',
  },
  {
    name: 'ratings: the owner may change the rating in an update',
    suite: 'reviews and ratings',
    find: '        && !request.resource.data.diff(resource.data).affectedKeys().hasAny(RATING_KEYS())\n',
    replace: '',
  },
  {
    name: 'ratings: a new service may start with a rating',
    suite: 'reviews and ratings',
    find: '        && d.ratingCount == 0 && d.ratingSum == 0 && d.ratingAverage == 0\n',
    replace: '',
  },
  {
    name: 'ratings: a new service may name a last review',
    suite: 'reviews and ratings',
    find: "        && !('lastReviewId' in d)\n",
    replace: '',
  },
  {
    name: "ratings: providers' ratings may be deleted",
    suite: 'reviews and ratings',
    find: '      allow update: if validProviderRating(uid, resource.data);\n      allow delete: if false;',
    replace:
      '      allow update: if validProviderRating(uid, resource.data);\n      allow delete: if true;',
  },
  {
    name: "reviews: white space before the booking name's first word is not skipped",
    suite: 'reviews and ratings',
    find: "return value == (words[0] == '' ? words[1] : words[0]);",
    replace: 'return value == words[0];',
  },
  {
    name: "reviews: the reviewer's name may be the blank before the booking name's first word",
    suite: 'reviews and ratings',
    find: "return value == (words[0] == '' ? words[1] : words[0]);",
    replace: 'return value == words[0] || value == words[1];',
  },
  {
    name: "reviews: only ASCII spaces end the booking name's first word",
    suite: 'reviews and ratings',
    find: "let words = name.split('[\\\\x{9}-\\\\x{D} \\\\x{A0}",
    replace: "let words = name.split('[ ",
  },
  {
    name: 'notifications: anyone signed in may get one',
    suite: 'notifications',
    find: 'allow get: if isRecipient();',
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: 'notifications: isRecipient is anyone signed in',
    suite: 'notifications',
    find: 'return isOwner(resource.data.recipientUid);',
    replace: 'return isSignedIn();',
  },
  {
    name: 'notifications: a list need not filter by its recipient',
    suite: 'notifications',
    find: 'allow list: if isRecipient() && request.query.limit <= 20;',
    replace: 'allow list: if isSignedIn() && request.query.limit <= 20;',
  },
  {
    name: 'notifications: a list needs no limit',
    suite: 'notifications',
    find: 'allow list: if isRecipient() && request.query.limit <= 20;',
    replace: 'allow list: if isRecipient();',
  },
  {
    name: 'notifications: a list may read one more than NOTIFICATION_LIST_LIMIT',
    suite: 'notifications',
    find: 'allow list: if isRecipient() && request.query.limit <= 20;',
    replace: 'allow list: if isRecipient() && request.query.limit <= 21;',
  },
  {
    name: 'notifications: anyone signed in may mark one read',
    suite: 'notifications',
    find: 'allow update: if isRecipient() && validMarkRead();',
    replace: 'allow update: if isSignedIn() && validMarkRead();',
  },
  {
    name: 'notifications: marking read may change any field',
    suite: 'notifications',
    find: "return onlyChanges(['read'])",
    replace: 'return true',
  },
  {
    name: 'notifications: a read one may be written again',
    suite: 'notifications',
    find: '&& resource.data.read == false',
    replace: '',
  },
  {
    name: 'notifications: read may be set to anything',
    suite: 'notifications',
    find: '&& request.resource.data.read == true;',
    replace: ';',
  },
  {
    name: 'notifications: the signed-in may create one',
    suite: 'notifications',
    find: 'allow create, delete: if false;',
    replace: 'allow create: if isSignedIn();\n      allow delete: if false;',
  },
  {
    name: 'notifications: the recipient may delete one',
    suite: 'notifications',
    find: 'allow create, delete: if false;',
    replace: 'allow create: if false;\n      allow delete: if isRecipient();',
  },
  // Verified numbers (issue 22): only the token's phone_number is verified.
  {
    name: 'verified number: a booking may carry a number Auth never verified',
    suite: 'bookings',
    find: '&& isTokenPhone(b.uPhone, ownProfile())',
    replace: '',
  },
  {
    name: 'verified number: the +880 form is not compared with the token',
    suite: 'users (profiles)',
    find: "(phone == verified || '+88' + phone == verified)",
    replace: "('+88' + phone == verified)",
  },
  {
    name: 'verified number: the 01 form is not compared with the token',
    suite: 'bookings',
    find: "(phone == verified || '+88' + phone == verified)",
    replace: '(phone == verified)',
  },
  {
    name: 'verified number: a verified account may name another number',
    suite: 'users (profiles)',
    find: "&& (currentTokenPhone(p) == '' || isTokenPhone(p.phone, p))",
    replace: '',
  },
  {
    name: 'verified number: the client sets phoneVerified',
    suite: 'users (profiles)',
    find: "&& p.get('phoneVerified', false) == isTokenPhone(p.phone, p)",
    replace: '',
  },
  {
    name: 'verified number: a profile without the flag counts as verified',
    suite: 'users (profiles)',
    find: "p.get('phoneVerified', false)",
    replace: "p.get('phoneVerified', true)",
  },
  {
    name: 'verified number: an account without an e-mail cannot book',
    suite: 'bookings',
    find: "return request.auth.token.get('email', '');",
    replace: 'return request.auth.token.email;',
  },
  // Who to call (issue 13): the customer's number is their own profile's; pPhone is the trigger's.
  {
    name: "a booking's uPhone is not checked against the profile",
    suite: 'bookings',
    find: '&& isOwnPhone(b.uPhone)',
    replace: '',
  },
  {
    name: 'uPhone may be any Bangladeshi mobile number',
    suite: 'bookings',
    find: 'phone == ownProfile().phone',
    replace: "phone.matches('^(\\\\+880|0)1[3-9][0-9]{8}$')",
  },
  {
    name: "uPhone is compared with the provider's profile",
    suite: 'bookings',
    find: 'users/$(request.auth.uid)).data;\n    }',
    replace: 'users/$(request.resource.data.providerUid)).data;\n    }',
  },
  {
    name: 'a new booking may carry fields it should not (pPhone)',
    suite: 'bookings',
    find: "&& hasExactly(b, ['serviceId',",
    replace: "&& b.keys().hasAll(['serviceId',",
  },
  {
    name: 'a status move may change pPhone',
    suite: 'bookings',
    find: "onlyChanges(['serviceStatus', 'updatedAt', 'statusReason', 'bill'])",
    replace: "onlyChanges(['serviceStatus', 'updatedAt', 'statusReason', 'bill', 'pPhone'])",
  },
  ...AVAILABILITY_MUTANTS,
  {
    name: 'bills: anyone signed in reads a bill',
    suite: 'bills and the books',
    find: '        : isBillParty();',
    replace: '        : isSignedIn();',
  },
  {
    name: 'bills: a stranger learns whether a booking has a bill',
    suite: 'bills and the books',
    find: '? isOwner(get(bookingPath(bookingId)).data.customerUid)',
    replace: '? isSignedIn()',
  },
  {
    name: 'bills: listed by anyone signed in',
    suite: 'bills and the books',
    find: '      allow list: if false;\n      allow create: if validNewBill',
    replace: '      allow list: if isSignedIn();\n      allow create: if validNewBill',
  },
  {
    name: 'bills: anyone signed in sends the bill',
    suite: 'bills and the books',
    find: "      return isOwner(booking.providerUid)\n        && booking.serviceStatus == 'Working'",
    replace: "      return isSignedIn()\n        && booking.serviceStatus == 'Working'",
  },
  {
    name: 'bills: a zero amount',
    suite: 'bills and the books',
    find: 'return value is int && value >= min && value <= 10000000;',
    replace: 'return value is int && value >= 0 && value <= 10000000;',
  },
  {
    name: 'bills: amounts above 10,000,000',
    suite: 'bills and the books',
    find: 'return value is int && value >= min && value <= 10000000;',
    replace: 'return value is int && value >= min && value <= 100000000;',
  },
  {
    name: 'bills: fractional amounts',
    suite: 'bills and the books',
    find: 'return value is int && value >= min && value <= 10000000;',
    replace: 'return value is number && value >= min && value <= 10000000;',
  },
  {
    name: 'bills: eleven lines',
    suite: 'bills and the books',
    find: '&& l.size() <= 10 // FIELD_LIMITS.billLines',
    replace: '&& l.size() <= 11',
  },
  {
    name: 'bills: a long line description',
    suite: 'bills and the books',
    find: 'isText(lines[i].description, 100) // FIELD_LIMITS.billLineDescription',
    replace: 'isText(lines[i].description, 1000)',
  },
  {
    name: 'bills: a blank line description',
    suite: 'bills and the books',
    find: 'isText(lines[i].description, 100) // FIELD_LIMITS.billLineDescription',
    replace: 'lines[i].description is string',
  },
  {
    name: 'bills: a line with fields of its own',
    suite: 'bills and the books',
    find: "lines[i].keys().hasOnly(['description', 'amount'])",
    replace: 'true',
  },
  {
    name: 'bills: any discount',
    suite: 'bills and the books',
    find: '        && isAmount(b.discount, 0)\n',
    replace: '\n',
  },
  {
    name: 'bills: any discount, to a total of 0 or below',
    suite: 'bills and the books',
    find: '        && b.total * 10000 >= price * 8000;',
    replace: '        && b.total is int;',
  },
  {
    name: 'bills: the lines are not summed',
    suite: 'bills and the books',
    find: 'return i < lines.size() ? lines[i].amount : 0;',
    replace: 'return 0;',
  },
  {
    name: 'bills: another price than the booking',
    suite: 'bills and the books',
    find: '        && b.price == booking.price\n        && validBillFields(b, booking.price)',
    replace: '        && validBillFields(b, booking.price)',
  },
  {
    name: 'bills: another customer',
    suite: 'bills and the books',
    find: '        && b.customerUid == booking.customerUid\n        && b.providerUid == booking.providerUid\n        && b.price == booking.price\n        && validBillFields',
    replace:
      '        && b.providerUid == booking.providerUid\n        && b.price == booking.price\n        && validBillFields',
  },
  {
    name: 'bills: any commission rate on a new bill',
    suite: 'bills and the books',
    find: "        && b.state == 'sent' && b.disputeReason == null && b.revision == 1\n        && b.commissionRateBps == commissionRate()",
    replace: "        && b.state == 'sent' && b.disputeReason == null && b.revision == 1",
  },
  {
    name: 'bills: the default rate is 5%',
    suite: 'bills and the books',
    find: 'return exists(path) ? get(path).data.rateBps : 1000; // DEFAULT_COMMISSION_RATE_BPS',
    replace: 'return exists(path) ? get(path).data.rateBps : 500;',
  },
  {
    name: "bills: the admin's rate ignored",
    suite: 'bills and the books',
    find: 'return exists(path) ? get(path).data.rateBps : 1000; // DEFAULT_COMMISSION_RATE_BPS',
    replace: 'return 1000;',
  },
  {
    name: 'bills: a new bill at any revision',
    suite: 'bills and the books',
    find: 'b.disputeReason == null && b.revision == 1',
    replace: 'b.disputeReason == null',
  },
  {
    name: 'bills: a new bill with a dispute reason',
    suite: 'bills and the books',
    find: "b.state == 'sent' && b.disputeReason == null && b.revision == 1",
    replace: "b.state == 'sent' && b.revision == 1",
  },
  {
    name: 'bills: a new bill already marked paid',
    suite: 'bills and the books',
    find: '        && b.paidMarkedAt == null && b.receivedMarkedAt == null\n',
    replace: '        && b.receivedMarkedAt == null\n',
  },
  {
    name: "bills: a new bill at the client's time",
    suite: 'bills and the books',
    find: '        && isNow(b.createdAt) && isNow(b.updatedAt);\n    }\n\n    // impliedBillOf',
    replace: '        && isNow(b.updatedAt);\n    }\n\n    // impliedBillOf',
  },
  {
    name: 'bills: a new bill with fields of its own',
    suite: 'bills and the books',
    find: "        && bookingStatusAfter(bookingId) == 'Billed'\n        && hasExactly(b, BILL_KEYS())",
    replace:
      "        && bookingStatusAfter(bookingId) == 'Billed'\n        && b.keys().hasAll(BILL_KEYS())",
  },
  {
    name: 'bills: a bill sent without moving the booking',
    suite: 'bills and the books',
    find: "        && bookingStatusAfter(bookingId) == 'Billed'\n        && hasExactly(b, BILL_KEYS())",
    replace: '        && hasExactly(b, BILL_KEYS())',
  },
  {
    name: 'bills: the implied bill at any total',
    suite: 'bills and the books',
    find: '        && b.total == booking.price\n',
    replace: '\n',
  },
  {
    name: 'bills: the implied bill with lines',
    suite: 'bills and the books',
    find: 'b.lines == [] && b.discount == 0',
    replace: 'b.discount == 0',
  },
  {
    name: "bills: the implied bill with the other party's mark",
    suite: 'bills and the books',
    find: '((isOwner(booking.customerUid) && isNow(b.paidMarkedAt)',
    replace: '((isSignedIn() && isNow(b.paidMarkedAt)',
  },
  {
    name: 'bills: the implied bill by a stranger',
    suite: 'bills and the books',
    find: '(isOwner(booking.providerUid) && isNow(b.receivedMarkedAt)',
    replace: '(isSignedIn() && isNow(b.receivedMarkedAt)',
  },
  {
    name: 'bills: the customer revises',
    suite: 'bills and the books',
    find: "      return isOwner(resource.data.providerUid)\n        && resource.data.state == 'disputed'",
    replace: "      return isBillParty()\n        && resource.data.state == 'disputed'",
  },
  {
    name: 'bills: a revision may skip numbers',
    suite: 'bills and the books',
    find: '        && b.revision == resource.data.revision + 1\n',
    replace: '\n',
  },
  {
    name: 'bills: a revision keeps the dispute reason',
    suite: 'bills and the books',
    find: "        && b.state == 'sent' && b.disputeReason == null\n        && b.revision",
    replace: "        && b.state == 'sent'\n        && b.revision",
  },
  {
    name: 'bills: a revision at any total',
    suite: 'bills and the books',
    find: '        && validBillFields(b, resource.data.price)\n',
    replace: '\n',
  },
  {
    name: 'bills: a revision changes any field',
    suite: 'bills and the books',
    find: "onlyChanges(['lines', 'discount', 'total', 'state', 'disputeReason', 'revision', 'updatedAt'])",
    replace: 'true',
  },
  {
    name: 'bills: the provider answers her own bill',
    suite: 'bills and the books',
    find: "      return isOwner(resource.data.customerUid)\n        && resource.data.state == 'sent'",
    replace: "      return isBillParty()\n        && resource.data.state == 'sent'",
  },
  {
    name: 'bills: accepting changes any field',
    suite: 'bills and the books',
    find: "&& onlyChanges(['state', 'updatedAt'])",
    replace: '&& true',
  },
  {
    name: 'bills: accepted without completing the booking',
    suite: 'bills and the books',
    find: "              && bookingStatusAfter(bookingId) == 'Completed')",
    replace: '              )',
  },
  {
    name: 'bills: a long dispute reason',
    suite: 'bills and the books',
    find: 'isText(b.disputeReason, 500) // FIELD_LIMITS.billDisputeReason',
    replace: 'isText(b.disputeReason, 5000)',
  },
  {
    name: 'bills: a blank dispute reason',
    suite: 'bills and the books',
    find: 'isText(b.disputeReason, 500) // FIELD_LIMITS.billDisputeReason',
    replace: 'b.disputeReason is string',
  },
  {
    name: 'bills: disputed without moving the booking',
    suite: 'bills and the books',
    find: "              && bookingStatusAfter(bookingId) == 'Disputed'));",
    replace: '              ));',
  },
  {
    name: 'bills: marked paid twice',
    suite: 'bills and the books',
    find: '              && resource.data.paidMarkedAt == null\n',
    replace: '\n',
  },
  {
    name: 'bills: a mark changes any field',
    suite: 'bills and the books',
    find: "onlyChanges(['paidMarkedAt', 'updatedAt'])",
    replace: 'true',
  },
  {
    name: "bills: a mark at the client's time",
    suite: 'bills and the books',
    find: '&& isNow(b.paidMarkedAt))',
    replace: '&& b.paidMarkedAt != null)',
  },
  {
    name: 'bills: the provider marks paid in cash',
    suite: 'bills and the books',
    find: '        && ((isOwner(resource.data.customerUid)\n              && resource.data.paidMarkedAt == null',
    replace: '        && ((isBillParty()\n              && resource.data.paidMarkedAt == null',
  },
  {
    name: 'bills: the customer confirms the cash',
    suite: 'bills and the books',
    find: '          || (isOwner(resource.data.providerUid)\n              && resource.data.receivedMarkedAt == null',
    replace: '          || (isBillParty()\n              && resource.data.receivedMarkedAt == null',
  },
  {
    name: 'bills: both marks leave the booking Completed',
    suite: 'bills and the books',
    find: "(bothMarked ? 'Paid' : 'Completed')",
    replace: "'Completed'",
  },
  {
    name: 'bills: one mark makes the booking Paid',
    suite: 'bills and the books',
    find: "(bothMarked ? 'Paid' : 'Completed')",
    replace: "'Paid'",
  },
  {
    name: 'bills: the status machine moves a billed booking',
    suite: 'bills and the books',
    find: "              && !(resource.data.serviceStatus in ['Billed', 'Disputed', 'Paid'])\n",
    replace: '\n',
  },
  {
    name: 'books: anyone signed in reads a ledger entry',
    suite: 'bills and the books',
    find: '      allow get: if isOwner(resource.data.providerUid) || isAdmin();',
    replace: '      allow get: if isSignedIn();',
  },
  {
    name: 'books: clients write ledger entries',
    suite: 'bills and the books',
    find: "      allow list, write: if false;\n    }\n\n    // A provider's running totals",
    replace:
      "      allow list, write: if isSignedIn();\n    }\n\n    // A provider's running totals",
  },
  {
    name: "books: anyone signed in reads a provider's earnings",
    suite: 'bills and the books',
    find: '      allow get: if isOwner(uid) || isAdmin();\n      allow list, write: if false;\n\n      match',
    replace: '      allow get: if isSignedIn();\n      allow list, write: if false;\n\n      match',
  },
  {
    name: 'books: the provider writes her earnings',
    suite: 'bills and the books',
    find: '      allow get: if isOwner(uid) || isAdmin();\n      allow list, write: if false;\n\n      match',
    replace:
      '      allow get: if isOwner(uid) || isAdmin();\n      allow list: if false;\n      allow write: if isOwner(uid);\n\n      match',
  },
  {
    name: "books: anyone signed in lists the marketplace's days",
    suite: 'bills and the books',
    find: 'allow list: if isAdmin() && request.query.limit <= 31; // MARKET_DAYS_SHOWN',
    replace: 'allow list: if isSignedIn() && request.query.limit <= 31;',
  },
  {
    name: "books: the marketplace's days listed without a bound",
    suite: 'bills and the books',
    find: 'allow list: if isAdmin() && request.query.limit <= 31; // MARKET_DAYS_SHOWN',
    replace: 'allow list: if isAdmin();',
  },
  {
    name: "books: anyone signed in reads the marketplace's months",
    suite: 'bills and the books',
    find: '    match /marketMonths/{month} {\n      allow get: if isAdmin();',
    replace: '    match /marketMonths/{month} {\n      allow get: if isSignedIn();',
  },
  {
    name: 'books: a visitor reads the commission rate',
    suite: 'bills and the books',
    find: '    match /config/commission {\n      allow get: if isSignedIn();',
    replace: '    match /config/commission {\n      allow get: if true;',
  },
  {
    name: 'books: the admin sets the rate from the app',
    suite: 'bills and the books',
    find: '    match /config/commission {\n      allow get: if isSignedIn();\n      allow list, write: if false;',
    replace:
      '    match /config/commission {\n      allow get: if isSignedIn();\n      allow list: if false;\n      allow write: if isAdmin();',
  },
  {
    name: "a listing may show another provider's name",
    suite: 'services',
    find: '(!isPersonName(tokenName()) || p.name == tokenName().trim())',
    replace: 'true',
  },
  {
    name: "a listing may show a photo that is not the account's",
    suite: 'services',
    find: "(p.photoURL == '' || p.photoURL == request.auth.token.get('picture', ''))",
    replace: 'true',
  },
  {
    name: "an update may show another provider's name or photo",
    suite: 'services',
    find: '&& d.provider.email == resource.data.provider.email\n        && isOwnProvider(d.provider)',
    replace: '&& d.provider.email == resource.data.provider.email',
  },
  {
    name: "a booking may record another name than the account's",
    suite: 'bookings',
    find: 'isPersonName(tokenName()) ? name == tokenName().trim()',
    replace: 'isPersonName(tokenName()) ? true',
  },
  {
    name: "a booking may record the account's name untrimmed",
    suite: 'bookings',
    find: 'isPersonName(tokenName()) ? name == tokenName().trim()',
    replace: 'isPersonName(tokenName()) ? name.trim() == tokenName().trim()',
  },
  {
    name: "a nameless account's booking may record another name than its profile's",
    suite: 'bookings',
    find: '(!isPersonName(profileName) || name == profileName.trim())',
    replace: 'true',
  },
];

/** The hand-written mutants and one per clause of firestore.rules (tests/rules/clause-mutants.ts). */
export const ALL_MUTANTS: Mutant[] = [
  ...MUTANTS,
  ...clauseMutants(readFileSync('firestore.rules', 'utf8')),
];

/**
 * Mutant name → the matrix case that killed it in the last whole run: the check tries that case
 * first, so a run needs about one case per mutant. Only an order: a stale entry costs time, never
 * a verdict. A whole run with every mutant caught rewrites it; commit the change.
 */
export const KILLS_FILE = 'tests/rules/mutants.kills.json';

/** The kills file's entries, or none. */
export function readKills(): Record<string, string> {
  return existsSync(KILLS_FILE)
    ? (JSON.parse(readFileSync(KILLS_FILE, 'utf8')) as Record<string, string>)
    : {};
}

/**
 * The one place `find` occurs in the rules (or its place `at`); a mutant that matches 0 or 2+
 * places is a bug.
 */
export function mutate(rules: string, mutant: Mutant): string {
  if (mutant.at !== undefined) {
    if (rules.slice(mutant.at, mutant.at + mutant.find.length) !== mutant.find) {
      throw new Error(`mutant "${mutant.name}": its text is not at offset ${mutant.at}`);
    }
    return rules.slice(0, mutant.at) + mutant.replace + rules.slice(mutant.at + mutant.find.length);
  }
  const at = rules.indexOf(mutant.find);
  if (at < 0 || rules.indexOf(mutant.find, at + 1) >= 0) {
    throw new Error(`mutant "${mutant.name}": its text must occur exactly once in the rules`);
  }
  return rules.slice(0, at) + mutant.replace + rules.slice(at + mutant.find.length);
}

/** What tests/rules/mutants.check.ts found for one mutant. */
export interface MutantResult {
  name: string;
  verdict: 'caught' | 'survived' | 'uncompilable';
  /** The first case that failed, or the compile error. */
  detail?: string;
  /** The matrix case that killed it. */
  by?: string;
  /** Caught, but by a case outside the mutant's `suite` (the entry's suite is worth fixing). */
  outsideSuite?: boolean;
}

interface VitestJson {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Mutants run in this many vitest processes at once, each in its own emulator project. */
const SHARDS = 2;

/** Runs one vitest project; its JSON report. */
async function runVitest(
  project: string,
  report: string,
  env: Record<string, string>,
): Promise<VitestJson> {
  const child = spawn(
    path.join('node_modules', '.bin', 'vitest'),
    [
      'run',
      '--project',
      project,
      // The suite's files share one emulator: one at a time, as scripts/run-suites.ts runs them.
      '--no-file-parallelism',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await new Promise((resolve) => child.on('close', resolve));
  if (!existsSync(report)) throw new Error(`vitest --project ${project} wrote no report`);
  return JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
}

/**
 * The whole rules suite (matrix cases and the tests around them) against `rulesText`; the names
 * of the cases that failed. Throws when the suite did not run at all.
 */
async function failingCases(dir: string, label: string, rulesText: string): Promise<string[]> {
  const file = path.join(dir, `${label}.rules`);
  writeFileSync(file, rulesText);
  const result = await runVitest('rules', path.join(dir, `${label}.json`), {
    MERAMOT_RULES_FILE: file,
    MERAMOT_RULES_PROJECT: 'demo-meramot-mutants-full',
  });
  const cases = result.testResults.flatMap((f) => f.assertionResults);
  const failures = cases.filter((t) => t.status === 'failed');
  // As in the shards, only a changed verdict kills: a denial or a request let through. A test
  // that failed otherwise (a timeout, a harness error) stops the check instead.
  const verdict = (t: (typeof cases)[number]) =>
    (t.failureMessages ?? []).some((m) =>
      /permission[-_ ]denied|to fail, but it succeeded/i.test(m),
    );
  const other = failures.filter((t) => !verdict(t));
  if (other.length > 0) {
    const why = other.map((t) => `${t.fullName}: ${(t.failureMessages ?? [''])[0]?.slice(0, 300)}`);
    throw new Error(`${label}: a test failed, not by a verdict: ${why.join('; ')}`);
  }
  const failed = failures.map((t) => t.fullName);
  if (failed.length > 0) return failed;
  // A suite that did not run (emulator gone, rules not loaded, a file that failed to import or
  // in a hook outside its cases) kills nothing and proves nothing: stop rather than count.
  const notRun = result.testResults.filter(
    (f) =>
      f.assertionResults.length === 0 ||
      (f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed')),
  );
  if (cases.length === 0 || notRun.length > 0) {
    const why = (notRun.length > 0 ? notRun : result.testResults)
      .map((f) => `${path.relative(process.cwd(), f.name)}: ${f.message ?? 'no cases ran'}`)
      .join('; ');
    throw new Error(`${label}: the rules suite did not run: ${why}`);
  }
  return [];
}

/** Runs the mutants in SHARDS vitest processes (tests/rules/mutants.check.ts); their results. */
async function runShards(dir: string, only: string | undefined): Promise<MutantResult[]> {
  const shards = Array.from({ length: SHARDS }, async (_, shard) => {
    const results = path.join(dir, `shard-${shard}.results.json`);
    const report = await runVitest('mutants', path.join(dir, `shard-${shard}.json`), {
      MERAMOT_MUTANTS_SHARD: `${shard}/${SHARDS}`,
      MERAMOT_MUTANTS_ONLY: only ?? '',
      MERAMOT_MUTANTS_RESULTS: results,
      MERAMOT_RULES_PROJECT: `demo-meramot-mutants-${shard}`,
    });
    const failures = report.testResults.flatMap((f) =>
      f.status === 'failed' && f.assertionResults.every((t) => t.status !== 'failed')
        ? [f.message ?? 'the file failed']
        : f.assertionResults.flatMap((t) =>
            t.status === 'failed' ? [`${t.fullName}: ${t.failureMessages?.[0] ?? ''}`] : [],
          ),
    );
    if (failures.length > 0 || !existsSync(results)) {
      throw new Error(`mutant shard ${shard} did not finish: ${failures.join('; ')}`);
    }
    return JSON.parse(readFileSync(results, 'utf8')) as MutantResult[];
  });
  return (await Promise.all(shards)).flat();
}

/**
 * Prints the clause coverage: a clause is pinned when its mutant was caught, or equivalent when
 * EQUIVALENT_CLAUSES argues it. True when every clause (of those the filter keeps) is either.
 */
function clauseCoverage(rules: string, only: string | undefined, results: MutantResult[]): boolean {
  const clauses = clausesOf(rules).map(clauseName);
  for (const name of Object.keys(EQUIVALENT_CLAUSES)) {
    if (!clauses.includes(name)) throw new Error(`EQUIVALENT_CLAUSES names no clause: "${name}"`);
  }
  const mine = clauses.filter((name) => name.includes(only ?? ''));
  const equivalent = mine.filter((name) => name in EQUIVALENT_CLAUSES);
  for (const name of equivalent) console.log(`equivalent ${name}: ${EQUIVALENT_CLAUSES[name]}`);
  const pinned = mine.filter(
    (name) => results.find((r) => r.name === name)?.verdict === 'caught',
  ).length;
  const n = mine.length;
  const percent = n === 0 ? 100 : Math.floor((1000 * (pinned + equivalent.length)) / n) / 10;
  console.log(
    `clauses: ${n}, pinned by a caught mutant: ${pinned}, equivalent (listed): ${equivalent.length}, ` +
      `coverage: (${pinned}+${equivalent.length})/${n} = ${percent}%`,
  );
  return pinned + equivalent.length === n;
}

async function main(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators-exec');
  }
  // An argument keeps only the mutants whose name contains it.
  const only = process.argv[2];
  const rules = readFileSync('firestore.rules', 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'meramot-mutants-'));
  const started = Date.now();
  try {
    const results = await runShards(dir, only);
    // No matrix case failed: the tests around the cases (tokens, the app's own checks) decide.
    for (const result of results.filter((r) => r.verdict === 'survived')) {
      const mutant = ALL_MUTANTS.find((m) => m.name === result.name);
      if (!mutant) throw new Error(`a shard reported an unknown mutant "${result.name}"`);
      const failed = await failingCases(dir, 'survivor', mutate(rules, mutant));
      if (failed.length > 0) {
        Object.assign(result, { verdict: 'caught', detail: failed[0], outsideSuite: true });
      }
    }
    for (const r of results) {
      const label = { caught: 'caught  ', survived: 'SURVIVED', uncompilable: 'UNCOMPILABLE' };
      const where = r.outsideSuite ? ' (outside its suite)' : '';
      console.log(`${label[r.verdict]} ${r.name}${r.detail ? `: ${r.detail}${where}` : ''}`);
    }
    const count = (verdict: MutantResult['verdict']) =>
      results.filter((r) => r.verdict === verdict).length;
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `mutants: ${count('caught')}/${results.length} caught, ${count('survived')} survived, ` +
        `${count('uncompilable')} did not compile (${seconds} s)`,
    );
    const covered = clauseCoverage(rules, only, results);
    const allCaught = count('caught') === results.length && results.length > 0;
    // The kills found: a whole run that catches all rewrites the file (stale names go), any
    // other run adds its kills to it (an order only, so a partial run may save the next time).
    const found = Object.fromEntries(
      results.flatMap((r) => (r.verdict === 'caught' && r.by ? [[r.name, r.by]] : [])),
    );
    const names = new Set(ALL_MUTANTS.map((m) => m.name));
    const kept = allCaught && !only ? {} : readKills();
    const kills = Object.fromEntries(
      Object.entries({ ...kept, ...found }).filter(([name]) => names.has(name)),
    );
    writeFileSync(KILLS_FILE, `${JSON.stringify(kills, null, 2)}\n`);
    process.exitCode = allCaught && covered ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// tests/rules/mutants.check.ts imports the list under vitest; run as a script, this checks.
if (!process.env.VITEST) await main();

/**
 * Mutation check of the rules suite: breaks firestore.rules one rule at a time (in a copy under
 * the OS temp folder) and runs the rules suite against each broken copy. Every mutant must first
 * compile (the emulator compiles it as it would load it), then make at least one case fail; one
 * that survives is a rule the suite does not pin down, and one that does not compile proves
 * nothing. Either fails the check. `.ci/run` runs it; by hand, with the emulator up:
 *   MERAMOT_PORT_OFFSET=300 npx tsx scripts/emulators-exec.ts --only firestore "npx tsx tests/rules/mutants.ts"
 * An argument (e.g. "Completed") runs only the mutants whose name contains it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Left out as equivalent (no request can tell them from the real rules):
// - dropping `value is number` from isPrice: comparing a non-number with a number is an error,
//   and an error denies;
// - dropping `exists(serviceDoc(b.serviceId))` from validNewBooking: get() of a missing service
//   is null, and reading `.data` of null is an error, so "book a service that does not exist"
//   stays denied; the mutant below that negates it shows the clause is evaluated;
// - dropping `isDocumentId(b.serviceId)` from validNewBooking: a service can only be created
//   under such an id (the create rule), and `$(b.serviceId)` of any other names no document, so
//   exists() keeps every such booking out. The clause stays as the id contract the API and the
//   web rely on (doc(db, 'services', id) reads a slash as a path separator); the negated
//   mutant pins it;
// - dropping `window is string` or `window in utcHourOf` from isBookableSlot: looking an unknown
//   or non-string window up in utcHourOf is an error, and an error denies; both stay to say so;
// - dropping `p.phone is string` from validProfile: matches() on a non-string is an error;
// - dropping `- duration.value(6, 'h')` from isBookableSlot: it differs only when the suite runs
//   between 00:00 and 06:00 Dhaka time (the 60th day's UTC midnight is then after now + 60 days);
// - dropping `id.size() <= 1500` or `!id.matches('^__.*__$')` from isDocumentId: Firestore
//   refuses such a document path itself, before the rules, and a booking naming one finds no
//   service. Both stay for parity with isDocumentId in domain/src/formats.ts.

interface Mutant {
  name: string;
  find: string;
  replace: string;
}

const MUTANTS: Mutant[] = [
  {
    name: 'Completed is no longer final',
    find: "!(resource.data.serviceStatus in ['Completed', 'Cancelled', 'Declined'])",
    replace: "!(resource.data.serviceStatus in ['Cancelled', 'Declined'])",
  },
  {
    name: 'any status string is accepted',
    find: "next in ['Pending', 'Working', 'Completed']",
    replace: 'next is string',
  },
  {
    name: 'a status change may touch any field',
    find: "onlyChanges(['serviceStatus', 'updatedAt', 'statusReason'])",
    replace: 'true',
  },
  {
    name: 'the customer may change the status too',
    find: '((isOwner(resource.data.providerUid)\n              && next in',
    replace: '((isBookingParty()\n              && next in',
  },
  {
    name: 'a Cancelled booking is not final for the provider',
    find: "!(resource.data.serviceStatus in ['Completed', 'Cancelled', 'Declined'])",
    replace: "!(resource.data.serviceStatus in ['Completed', 'Declined'])",
  },
  {
    name: 'a Declined booking is not final for the provider',
    find: "!(resource.data.serviceStatus in ['Completed', 'Cancelled', 'Declined'])",
    replace: "!(resource.data.serviceStatus in ['Completed', 'Cancelled'])",
  },
  {
    name: 'the customer may decline too',
    find: "(isOwner(resource.data.providerUid) && next == 'Declined'",
    replace: "(isBookingParty() && next == 'Declined'",
  },
  {
    name: 'the provider may cancel too',
    find: "(isOwner(resource.data.customerUid) && next == 'Cancelled'",
    replace: "(isBookingParty() && next == 'Cancelled'",
  },
  {
    name: 'a booking that is not waiting may be cancelled',
    find: "next == 'Cancelled' && waiting",
    replace: "next == 'Cancelled'",
  },
  {
    name: 'a booking that is not waiting may be declined',
    find: "next == 'Declined' && waiting",
    replace: "next == 'Declined'",
  },
  {
    name: 'a Working booking counts as waiting',
    find: "let waiting = resource.data.serviceStatus in ['pending', 'Pending'];",
    replace: "let waiting = resource.data.serviceStatus in ['pending', 'Pending', 'Working'];",
  },
  {
    name: 'a reason may come with any move',
    find: "&& !('statusReason' in request.resource.data))",
    replace: ')',
  },
  {
    name: 'a cancel or decline needs a reason',
    find: "return !('statusReason' in request.resource.data)\n        || isText",
    replace: 'return isText',
  },
  {
    name: 'the reason is unbounded',
    find: 'isText(request.resource.data.statusReason, 500)',
    replace: 'request.resource.data.statusReason is string',
  },
  {
    name: 'booking slots unchecked',
    find: '&& isBookableSlot(b.sDate, b.timeWindow)',
    replace: '',
  },
  {
    name: 'sDate may be any minute of its window start hour',
    find: "+ ':00:00\\\\.000Z$'",
    replace: "+ ':[0-9]{2}:00\\\\.000Z$'",
  },
  {
    name: 'sDate may start any window, whatever timeWindow says',
    find: "' + utcHourOf[window] + '",
    replace: '(02|06|10)',
  },
  {
    name: 'a window already started may be booked',
    find: "&& utcMidnight + duration.value(int(utcHourOf[window]), 'h') > request.time",
    replace: '',
  },
  {
    name: 'bookings up to 61 days ahead',
    find: "<= request.time + duration.value(60, 'd')",
    replace: "<= request.time + duration.value(61, 'd')",
  },
  {
    name: 'profiles: anyone signed in reads any profile',
    find: 'allow get: if isOwner(uid);',
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: 'profiles: anyone signed in writes any profile',
    find: 'allow create, update: if isOwner(uid) && validProfile();',
    replace: 'allow create, update: if isSignedIn() && validProfile();',
  },
  {
    name: 'profiles: unknown keys allowed',
    find: "hasExactly(p, ['displayName', 'photoURL', 'phone', 'updatedAt'])",
    replace: "p.keys().hasAll(['displayName', 'photoURL', 'phone', 'updatedAt'])",
  },
  {
    name: 'profiles: the name unchecked',
    find: '&& isText(p.displayName, 100)',
    replace: '',
  },
  {
    name: 'profiles: any photo',
    find: "&& (p.photoURL == '' || isImageURL(p.photoURL))\n        && p.phone",
    replace: '&& p.phone',
  },
  {
    name: 'profiles: any phone number',
    find: "p.phone.matches('^(\\\\+880|0)1[3-9][0-9]{8}$')",
    replace: "p.phone.matches('^\\\\+?[0-9]+$')",
  },
  {
    name: 'profiles: a client-chosen updatedAt',
    find: '&& isNow(p.updatedAt);',
    replace: ';',
  },
  {
    name: 'a customer may book their own service',
    find: '&& b.providerUid != request.auth.uid;',
    replace: ';',
  },
  {
    name: 'the booking price is not checked against the service',
    find: '&& b.price == svc.service.servicePrice',
    replace: '',
  },
  {
    name: 'a booking may name any provider',
    find: 'return b.providerUid == svc.providerUid',
    replace: 'return true',
  },
  {
    name: 'a booking may start in any status',
    find: "&& b.serviceStatus == 'pending'",
    replace: '',
  },
  {
    name: 'a booking may be made for another customer',
    find: '&& isOwner(b.customerUid)',
    replace: '',
  },
  {
    name: 'any signed-in user reads any booking',
    find: 'allow get, list: if isBookingParty();',
    replace: 'allow get, list: if isSignedIn();',
  },
  {
    name: 'no minimum price on add',
    find: '&& d.service.servicePrice >= 50',
    replace: '',
  },
  {
    name: 'unknown keys allowed in a service',
    find: "&& d.keys().hasOnly(['providerUid', 'provider', 'service', 'searchTerms', 'nameTerms', 'ratingCount', 'ratingSum', 'ratingAverage', 'lastReviewId', 'createdAt', 'updatedAt'])",
    replace: '',
  },
  {
    name: 'provider email not tied to the token',
    find: '&& d.provider.email == request.auth.token.email',
    replace: '',
  },
  {
    name: 'the owner may change providerUid',
    find: "&& unchanged('providerUid')",
    replace: '',
  },
  {
    name: 'anyone signed in updates a service',
    find: 'allow update: if (isOwner(resource.data.providerUid) && validServiceUpdate())',
    replace: 'allow update: if (isSignedIn() && validServiceUpdate())',
  },
  {
    name: 'the owner deletes a service directly, open bookings or not',
    find: 'rules cannot query them.\n      allow delete: if false;',
    replace: 'rules cannot query them.\n      allow delete: if isOwner(resource.data.providerUid);',
  },
  {
    name: 'http images accepted',
    find: "'^(https://",
    replace: "'^(https?://",
  },
  {
    name: 'client clock accepted for createdAt',
    find: '&& isNow(d.createdAt);',
    replace: ';',
  },
  {
    name: 'every signed-in user is an admin',
    find: "request.auth.token.get('admin', false) == true",
    replace: 'true',
  },
  {
    name: 'a signed-in sender may write uid null',
    find: 'isSignedIn() ? uid == request.auth.uid : uid == null',
    replace: 'uid == null || (isSignedIn() && uid == request.auth.uid)',
  },
  {
    name: 'appointments may be deleted by their sender',
    find: 'allow update, delete: if false;',
    replace: 'allow update: if false; allow delete: if isOwner(resource.data.uid);',
  },
  {
    name: 'any visitor may send under any uid',
    find: 'isSignedIn() ? uid == request.auth.uid : uid == null',
    replace: 'isSignedIn() ? uid == request.auth.uid : true',
  },
  {
    name: 'any signed-in user reads any appointment',
    find: 'allow get, list: if isAdmin() || isOwner(resource.data.uid);',
    replace: 'allow get, list: if isAdmin() || isSignedIn();',
  },
  {
    name: 'a booking may be deleted by its parties',
    find: 'validStatusMove();\n      allow delete: if false;',
    replace: 'validStatusMove();\n      allow delete: if isBookingParty();',
  },
  {
    name: 'a status change need not stamp updatedAt',
    find: '        && isNow(request.resource.data.updatedAt)\n        && ((isOwner',
    replace: '        && ((isOwner',
  },
  {
    name: 'uEmail not tied to the token',
    find: '&& b.uEmail == request.auth.token.email',
    replace: '',
  },
  {
    name: 'price floor of 50 on update too',
    find: '&& d.service.servicePrice > 0;',
    replace: '&& d.service.servicePrice >= 50;',
  },
  {
    name: 'the provider email may change on update',
    find: '&& d.provider.email == resource.data.provider.email',
    replace: '',
  },
  {
    name: 'createdAt may change on update',
    find: "&& unchanged('createdAt')",
    replace: '',
  },
  {
    name: 'an owner update skips validation',
    find: '(isOwner(resource.data.providerUid) && validServiceUpdate())',
    replace: '(isOwner(resource.data.providerUid))',
  },
  {
    name: 'blank strings accepted',
    find: "value.matches('(?s).*[^\\\\x{9}-\\\\x{D} \\\\x{A0}\\\\x{1680}\\\\x{2000}-\\\\x{200A}\\\\x{2028}\\\\x{2029}\\\\x{202F}\\\\x{205F}\\\\x{3000}\\\\x{FEFF}].*')",
    replace: 'value.size() >= 0',
  },
  {
    name: 'string lengths unbounded',
    find: '&& value.size() <= max;',
    replace: ';',
  },
  {
    name: 'searchTerms unbounded',
    find: 'isSearchTerms(d.searchTerms, 500)',
    replace: 'isSearchTerms(d.searchTerms, 100000)',
  },
  {
    name: 'nameTerms bounded as searchTerms',
    find: 'isSearchTerms(d.nameTerms, 100)',
    replace: 'isSearchTerms(d.nameTerms, 500)',
  },
  {
    name: 'nameTerms unchecked',
    find: '&& isSearchTerms(d.nameTerms, 100)',
    replace: '',
  },
  {
    name: 'unknown keys allowed in an appointment',
    find: "hasExactly(a, ['name', 'email', 'phone', 'date', 'message', 'uid', 'createdAt'])",
    replace: "a.keys().hasAll(['name', 'email', 'phone', 'date', 'message', 'uid', 'createdAt'])",
  },
  {
    name: 'unknown keys allowed in a booking',
    find: "hasExactly(b, ['serviceId',",
    replace: "b.keys().hasAll(['serviceId',",
  },
  {
    name: 'no price ceiling',
    find: 'value is number && value <= 10000000',
    replace: 'value is number',
  },
  {
    name: 'image URLs of any length',
    find: '&& value.size() <= 2048',
    replace: '',
  },
  {
    name: 'a booking needs the service to be missing',
    find: '&& exists(serviceDoc(b.serviceId))',
    replace: '&& !exists(serviceDoc(b.serviceId))',
  },
  {
    name: 'a booking must name a serviceId that is no document id',
    find: '&& isDocumentId(b.serviceId)',
    replace: '&& !isDocumentId(b.serviceId)',
  },
  {
    name: 'appointment emails of any length',
    find: '&& a.email.size() <= 254',
    replace: '',
  },
  {
    name: 'a service may have any category',
    find: '&& isCategory(s.category)',
    replace: '',
  },
  {
    name: 'a service may be in any district',
    find: '&& isDistrict(s.district)',
    replace: '',
  },
  {
    name: "the category list lacks 'other'",
    find: ", 'pest-control', 'other']",
    replace: ", 'pest-control']",
  },
  {
    name: "the district list lacks 'sherpur'",
    find: ", 'sherpur'",
    replace: '',
  },
  {
    name: "blank is ASCII white space only, as the rules' trim() has it",
    find: "value.matches('(?s).*[^\\\\x{9}-\\\\x{D} \\\\x{A0}\\\\x{1680}\\\\x{2000}-\\\\x{200A}\\\\x{2028}\\\\x{2029}\\\\x{202F}\\\\x{205F}\\\\x{3000}\\\\x{FEFF}].*')",
    replace: 'value.trim().size() > 0',
  },
  {
    name: 'booking dates unchecked',
    find: '&& isIsoDate(b.sDate)',
    replace: '',
  },
  {
    name: 'appointment dates unchecked',
    find: '&& isIsoDate(a.date)',
    replace: '',
  },
  {
    name: 'a date-time needs no zone',
    find: "(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9]))?$'",
    replace: "(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])?)?$'",
  },
  {
    name: 'every month has 31 days',
    find: '(02-(0[1-9]|[12][0-9])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|(0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01]))',
    replace: '(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])',
  },
  {
    name: 'the hour 24 accepted',
    find: '(T([01][0-9]|2[0-3]):',
    replace: '(T([01][0-9]|2[0-4]):',
  },
  {
    name: 'appointment e-mails unchecked',
    find: "&& (a.email == '' || isEmail(a.email))",
    replace: '',
  },
  {
    name: 'phones unchecked',
    find: '&& isPhone(a.phone)',
    replace: '',
  },
  {
    name: 'image paths may hold a backslash',
    find: "|/[!-.0-\\\\[\\\\]-~][!-\\\\[\\\\]-~]*)$'",
    replace: "|/[^/\\\\s][^\\\\s]*)$'",
  },
  {
    name: 'an https image may have any host',
    find: 'https://[A-Za-z0-9-]+(\\\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?([/?#][!-\\\\[\\\\]-~]*)?',
    replace: 'https://[^\\\\s]+',
  },
  {
    name: 'services under any id',
    find: 'allow create: if isDocumentId(serviceId) && validNewService();',
    replace: 'allow create: if validNewService();',
  },
  {
    name: 'bookings under any id',
    find: 'allow create: if isDocumentId(bookingId) && validNewBooking();',
    replace: 'allow create: if validNewBooking();',
  },
  {
    name: 'ids of any characters but a slash',
    find: "id.matches('^[A-Za-z0-9_-]+$')",
    replace: "id.matches('^[^/]+$')",
  },
  {
    name: 'search terms may be other than strings',
    find: "terms.join(' ').split(' ') == terms",
    replace: 'true',
  },
  {
    name: 'search terms of any length',
    find: "'[^ ]{2,40}( [^ ]{2,40})*'",
    replace: "'[^ ]{2,}( [^ ]{2,})*'",
  },
  {
    name: 'one-letter search terms',
    find: "'[^ ]{2,40}( [^ ]{2,40})*'",
    replace: "'[^ ]{1,40}( [^ ]{1,40})*'",
  },
  {
    name: 'reviews: a booking that is not Completed may be reviewed',
    find: "        && b.serviceStatus == 'Completed'\n",
    replace: '',
  },
  {
    name: 'reviews: anyone may review a booking, not only its customer',
    find: '        && b.customerUid == request.auth.uid\n',
    replace: '',
  },
  {
    name: "reviews: the review may name another provider than the booking's",
    find: '        && r.providerUid == b.providerUid\n',
    replace: '',
  },
  {
    name: "reviews: the review may name another service than the booking's",
    find: '        && r.serviceId == b.serviceId\n',
    replace: '',
  },
  {
    name: 'reviews: stars need not be whole',
    find: 'value is int && value >= 1 && value <= 5',
    replace: 'value is number && value >= 1 && value <= 5',
  },
  {
    name: 'reviews: 0 stars accepted',
    find: 'value is int && value >= 1 && value <= 5',
    replace: 'value is int && value >= 0 && value <= 5',
  },
  {
    name: 'reviews: 6 stars accepted',
    find: 'value is int && value >= 1 && value <= 5',
    replace: 'value is int && value >= 1 && value <= 6',
  },
  {
    name: 'reviews: a text over FIELD_LIMITS.reviewText accepted',
    find: 'value.size() <= 1000; // FIELD_LIMITS.reviewText',
    replace: 'value.size() <= 1001;',
  },
  {
    name: "reviews: the reviewer's name is not checked",
    find: '        && isFirstNameOf(r.reviewerName, b.uName)\n',
    replace: '',
  },
  {
    name: 'reviews: a new review may carry a reply',
    find: '        && r.reply == null\n',
    replace: '',
  },
  {
    name: 'reviews: a new review may carry any field',
    find: "hasExactly(r, ['customerUid',",
    replace: "r.keys().hasAll(['customerUid',",
  },
  {
    name: "reviews: a new review's createdAt may be the client's",
    find: '        && isNow(r.createdAt)\n',
    replace: '',
  },
  {
    name: "reviews: a new review need not move its service's sum",
    find: '        && ratingMoved(serviceDoc(r.serviceId), r.stars, 0)\n',
    replace: '',
  },
  {
    name: "reviews: a new review need not move its provider's sum",
    find: '        && ratingMoved(providerPath(r.providerUid), r.stars, 0);',
    replace: '    ;',
  },
  {
    name: 'reviews: anyone may edit a review',
    find: "      return isOwner(resource.data.customerUid)\n        && onlyChanges(['stars', 'text', 'updatedAt'])",
    replace: "      return isSignedIn()\n        && onlyChanges(['stars', 'text', 'updatedAt'])",
  },
  {
    name: 'reviews: an edit may change any field',
    find: "onlyChanges(['stars', 'text', 'updatedAt'])",
    replace: 'true',
  },
  {
    name: "reviews: an edit's stars are not checked",
    find: '        && isStars(r.stars)\n        && isReviewText(r.text)\n        && isNow(r.updatedAt)',
    replace: '        && isReviewText(r.text)\n        && isNow(r.updatedAt)',
  },
  {
    name: "reviews: an edit's text is not checked",
    find: '        && isReviewText(r.text)\n        && isNow(r.updatedAt)',
    replace: '        && isNow(r.updatedAt)',
  },
  {
    name: "reviews: an edit's updatedAt may be the client's",
    find: '        && isNow(r.updatedAt)\n        && request.time',
    replace: '        && request.time',
  },
  {
    name: 'reviews: edits allowed for ever',
    find: "request.time <= resource.data.createdAt + duration.value(14, 'd')",
    replace: 'true',
  },
  {
    name: "reviews: an edit need not move its service's sum",
    find: '        && ratingMoved(serviceDoc(r.serviceId), r.stars, resource.data.stars)\n',
    replace: '',
  },
  {
    name: "reviews: an edit need not move its provider's sum",
    find: '        && ratingMoved(providerPath(r.providerUid), r.stars, resource.data.stars);',
    replace: '    ;',
  },
  {
    name: 'reviews: anyone may reply',
    find: '      return isOwner(resource.data.providerUid)\n        && resource.data.reply == null',
    replace: '      return isSignedIn()\n        && resource.data.reply == null',
  },
  {
    name: 'reviews: a second reply allowed',
    find: '        && resource.data.reply == null\n',
    replace: '',
  },
  {
    name: 'reviews: a reply may change any field',
    find: "onlyChanges(['reply'])",
    replace: 'true',
  },
  {
    name: 'reviews: a reply may carry any field',
    find: "hasExactly(reply, ['text', 'createdAt'])",
    replace: "reply.keys().hasAll(['text', 'createdAt'])",
  },
  {
    name: "reviews: a reply's text is not checked",
    find: 'isText(reply.text, 1000) // FIELD_LIMITS.reviewReply',
    replace: 'reply.text is string',
  },
  {
    name: "reviews: a reply's createdAt may be the client's",
    find: '        && isNow(reply.createdAt);',
    replace: '        ;',
  },
  {
    name: 'reviews: reviews may be deleted',
    find: '      allow update: if validReviewEdit() || validReply();\n      allow delete: if false;',
    replace:
      '      allow update: if validReviewEdit() || validReply();\n      allow delete: if true;',
  },
  {
    name: 'reviews: reviews are not public',
    find: '      allow get, list: if true;\n      allow create: if isDocumentId(bookingId) && validNewReview(bookingId);',
    replace:
      '      allow get, list: if isSignedIn();\n      allow create: if isDocumentId(bookingId) && validNewReview(bookingId);',
  },
  {
    name: 'ratings: a rating may move without its review written now',
    find: '      return isNow(review.updatedAt)\n        && after.ratingCount == count',
    replace: '      return after.ratingCount == count',
  },
  {
    name: 'ratings: the count is not checked',
    find: '        && after.ratingCount == count\n',
    replace: '',
  },
  {
    name: 'ratings: the average is not checked',
    find: '        && after.ratingAverage == float(after.ratingSum) / count;',
    replace: '        ;',
  },
  {
    name: "ratings: a rating update may change the service's other fields",
    find: '        && onlyChanges(RATING_KEYS())\n',
    replace: '',
  },
  {
    name: "ratings: a review may move any service's rating",
    find: '        && getAfter(reviewPath(d.lastReviewId)).data.serviceId == serviceId;',
    replace: '        ;',
  },
  {
    name: "ratings: a review may move any provider's rating",
    find: '        && getAfter(reviewPath(d.lastReviewId)).data.providerUid == uid;',
    replace: '        ;',
  },
  {
    name: "ratings: a provider's rating may carry any field",
    find: '        && hasExactly(d, RATING_KEYS())\n',
    replace: '',
  },
  {
    name: 'ratings: the owner may change the rating in an update',
    find: '        && !request.resource.data.diff(resource.data).affectedKeys().hasAny(RATING_KEYS())\n',
    replace: '',
  },
  {
    name: 'ratings: a new service may start with a rating',
    find: '        && d.ratingCount == 0 && d.ratingSum == 0 && d.ratingAverage == 0\n',
    replace: '',
  },
  {
    name: 'ratings: a new service may name a last review',
    find: "        && !('lastReviewId' in d)\n",
    replace: '',
  },
  {
    name: "ratings: providers' ratings may be deleted",
    find: '      allow update: if validProviderRating(uid, resource.data);\n      allow delete: if false;',
    replace:
      '      allow update: if validProviderRating(uid, resource.data);\n      allow delete: if true;',
  },
  {
    name: "reviews: white space before the booking name's first word is not skipped",
    find: "return value == (words[0] == '' ? words[1] : words[0]);",
    replace: 'return value == words[0];',
  },
  {
    name: "reviews: the reviewer's name may be the blank before the booking name's first word",
    find: "return value == (words[0] == '' ? words[1] : words[0]);",
    replace: 'return value == words[0] || value == words[1];',
  },
  {
    name: "reviews: only ASCII spaces end the booking name's first word",
    find: "let words = name.split('[\\\\x{9}-\\\\x{D} \\\\x{A0}",
    replace: "let words = name.split('[ ",
  },
  // Who to call (issue 13): the customer's number is their own profile's; pPhone is the trigger's.
  {
    name: "a booking's uPhone is not checked against the profile",
    find: '&& isOwnPhone(b.uPhone)',
    replace: '',
  },
  {
    name: 'uPhone may be any Bangladeshi mobile number',
    find: 'phone == get(/databases/$(database)/documents/users/$(request.auth.uid)).data.phone',
    replace: "phone.matches('^(\\\\+880|0)1[3-9][0-9]{8}$')",
  },
  {
    name: "uPhone is compared with the provider's profile",
    find: 'users/$(request.auth.uid)).data.phone',
    replace: 'users/$(request.resource.data.providerUid)).data.phone',
  },
  {
    name: 'a new booking may carry fields it should not (pPhone)',
    find: "&& hasExactly(b, ['serviceId',",
    replace: "&& b.keys().hasAll(['serviceId',",
  },
  {
    name: 'a status move may change pPhone',
    find: "onlyChanges(['serviceStatus', 'updatedAt', 'statusReason'])",
    replace: "onlyChanges(['serviceStatus', 'updatedAt', 'statusReason', 'pPhone'])",
  },
  {
    name: 'notifications: anyone signed in may get one',
    find: 'allow get: if isRecipient();',
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: 'notifications: isRecipient is anyone signed in',
    find: 'return isOwner(resource.data.recipientUid);',
    replace: 'return isSignedIn();',
  },
  {
    name: 'notifications: a list need not filter by its recipient',
    find: 'allow list: if isRecipient() && request.query.limit <= 20;',
    replace: 'allow list: if isSignedIn() && request.query.limit <= 20;',
  },
  {
    name: 'notifications: a list needs no limit',
    find: 'allow list: if isRecipient() && request.query.limit <= 20;',
    replace: 'allow list: if isRecipient();',
  },
  {
    name: 'notifications: a list may read one more than NOTIFICATION_LIST_LIMIT',
    find: 'allow list: if isRecipient() && request.query.limit <= 20;',
    replace: 'allow list: if isRecipient() && request.query.limit <= 21;',
  },
  {
    name: 'notifications: anyone signed in may mark one read',
    find: 'allow update: if isRecipient() && validMarkRead();',
    replace: 'allow update: if isSignedIn() && validMarkRead();',
  },
  {
    name: 'notifications: marking read may change any field',
    find: "return onlyChanges(['read'])",
    replace: 'return true',
  },
  {
    name: 'notifications: a read one may be written again',
    find: '&& resource.data.read == false',
    replace: '',
  },
  {
    name: 'notifications: read may be set to anything',
    find: '&& request.resource.data.read == true;',
    replace: ';',
  },
  {
    name: 'notifications: the signed-in may create one',
    find: 'allow create, delete: if false;',
    replace: 'allow create: if isSignedIn();\n      allow delete: if false;',
  },
  {
    name: 'notifications: the recipient may delete one',
    find: 'allow create, delete: if false;',
    replace: 'allow create: if false;\n      allow delete: if isRecipient();',
  },
];

interface VitestJson {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

// Rules are compiled under a project of their own, so the suite's projects never see them.
const COMPILE_PROJECT = 'demo-meramot-mutants-compile';
/** host:port of the Firestore emulator that `firebase emulators:exec` started. */
const EMULATOR_HOST = process.env.FIRESTORE_EMULATOR_HOST;
if (!EMULATOR_HOST)
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators-exec');

/**
 * The emulator's compile errors for `rulesText`, or null when it compiles. This is the request
 * the suite's initializeTestEnvironment sends to load rules (PUT …:securityRules), so a mutant
 * passes here exactly when the suite would run against it.
 */
async function compileError(rulesText: string): Promise<string | null> {
  const response = await fetch(
    `http://${EMULATOR_HOST}/emulator/v1/projects/${COMPILE_PROJECT}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rulesText }] } }),
    },
  );
  if (response.ok) return null;
  const answer = await response.text();
  if (response.status !== 400) {
    throw new Error(`the emulator answered ${response.status} to a rules upload: ${answer}`);
  }
  try {
    const parsed = JSON.parse(answer) as { error?: { message?: string } };
    return parsed.error?.message ?? answer;
  } catch {
    return answer;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'meramot-mutants-'));

/** Mutants run this many at a time, each worker in its own emulator project (its own data). */
const WORKERS = 2;

/** Runs the rules suite against `rulesText` in `project`; the names of the cases that failed. */
async function failingCases(label: string, rulesText: string, project: string): Promise<string[]> {
  const file = path.join(dir, `${label}.rules`);
  const report = path.join(dir, `${label}.json`);
  writeFileSync(file, rulesText);
  const child = spawn(
    path.join('node_modules', '.bin', 'vitest'),
    [
      'run',
      '--project',
      'rules',
      // The suite's files share one emulator: one at a time, as scripts/run-suites.ts runs them.
      '--no-file-parallelism',
      // One failing case is enough to catch a mutant: stop there (the whole suite only for
      // the baseline and for survivors, which is what takes the time).
      '--bail=1',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    {
      env: { ...process.env, MERAMOT_RULES_FILE: file, MERAMOT_RULES_PROJECT: project },
      stdio: 'ignore',
    },
  );
  await new Promise((resolve) => child.on('close', resolve));
  const result = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
  const cases = result.testResults.flatMap((f) => f.assertionResults);
  const failed = cases.filter((t) => t.status === 'failed').map((t) => t.fullName);
  // With --bail the files after a failure do not run; a failing case is all a kill needs.
  if (failed.length > 0) return failed;
  // A suite that did not run (emulator gone, rules not loaded, a file that failed to import or
  // in a hook outside its cases) kills nothing and proves nothing: stop rather than count a
  // survivor or a kill.
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

/** The one place `find` occurs in the rules; a mutant that matches 0 or 2+ places is a bug. */
function mutate(rules: string, mutant: Mutant): string {
  const at = rules.indexOf(mutant.find);
  if (at < 0 || rules.indexOf(mutant.find, at + 1) >= 0) {
    throw new Error(`mutant "${mutant.name}": its text must occur exactly once in the rules`);
  }
  return rules.slice(0, at) + mutant.replace + rules.slice(at + mutant.find.length);
}

// An argument keeps only the mutants whose name contains it.
const only = process.argv[2];
const mutants = only ? MUTANTS.filter((m) => m.name.includes(only)) : MUTANTS;
const rules = readFileSync('firestore.rules', 'utf8');
const started = Date.now();
let caught = 0;
let survived = 0;
let uncompilable = 0;
try {
  const baselineError = await compileError(rules);
  if (baselineError) throw new Error(`firestore.rules does not compile: ${baselineError}`);
  const baseline = await failingCases('baseline', rules, 'demo-meramot-mutants-0');
  if (baseline.length > 0) {
    throw new Error(`the unbroken rules already fail ${baseline.length} case(s): ${baseline[0]}`);
  }
  console.log('baseline: the unbroken rules compile and pass every case');
  const queue = [...mutants.entries()];
  const work = async (worker: number) => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [i, mutant] = next;
      const broken = mutate(rules, mutant);
      const error = await compileError(broken);
      if (error) {
        uncompilable += 1;
        console.log(`UNCOMPILABLE ${mutant.name}: ${error.split('\n').slice(0, 3).join(' / ')}`);
        continue;
      }
      const failed = await failingCases(`mutant-${i}`, broken, `demo-meramot-mutants-${worker}`);
      if (failed.length > 0) caught += 1;
      else survived += 1;
      console.log(
        `${failed.length > 0 ? 'caught  ' : 'SURVIVED'} ${mutant.name}${failed[0] ? `: by "${failed[0]}"` : ''}`,
      );
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, worker) => work(worker)));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `mutants: ${caught}/${mutants.length} caught, ${survived} survived, ` +
    `${uncompilable} did not compile (${seconds} s)`,
);
process.exit(survived === 0 && uncompilable === 0 ? 0 : 1);

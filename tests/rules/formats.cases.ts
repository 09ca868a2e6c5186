/**
 * The formats of domain/src/formats.ts on the rules door: the values the API refuses
 * (tests/api/hardening.test.ts) are refused here too, and the values it takes are taken. Each
 * case starts from a valid service or booking and changes one field.
 */
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { serviceSearchTerms } from '@meramot/domain/search-terms';
import {
  IDS,
  NOW,
  USERS,
  bookingDoc,
  bookingIdOf,
  createBooking,
  edit,
  loose,
  createService,
  serviceDoc,
  serviceIdOf,
} from './support';
import type { Case } from './support';

type ServiceDraft = ReturnType<typeof serviceDoc>;

/** Alice adds a service (under the id her `key` makes): valid unless `change` breaks it. */
function aliceAdds(change: (d: ServiceDraft) => void = () => undefined, key?: string) {
  return (db: Firestore) =>
    createService(db, serviceIdOf(USERS.alice.uid, key), edit(serviceDoc('alice', NOW), change));
}

/** Bob books Alice's service (under `id`): valid unless `change` breaks it. */
function bobBooks(
  change: (d: ReturnType<typeof bookingDoc>) => void = () => undefined,
  id = bookingIdOf(USERS.bob.uid),
) {
  return (db: Firestore) =>
    createBooking(db, id, edit(bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW), change));
}

const allowed = (actor: Case['actor'], does: string, run: Case['run']): Case => ({
  actor,
  does,
  allowed: true,
  run,
});
const denied = (actor: Case['actor'], does: string, run: Case['run']): Case => ({
  actor,
  does,
  allowed: false,
  run,
});

/** Every character String.prototype.trim (and so the API's yup trim()) strips. */
const WHITE_SPACE = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((character) => character.trim() === '')
  .join('');

const dates: Case[] = [
  // A booking's sDate must be its window's start (isBookableSlot, bookings.cases.ts), so a
  // booking refuses even well-formed others. (Appointments' dates are the API's alone.)
  denied(
    'bob',
    'book for a date without a time',
    bobBooks((d) => (d.sDate = '2026-03-01')),
  ),
  denied(
    'bob',
    "book for sDate 'not a date'",
    bobBooks((d) => (d.sDate = 'not a date')),
  ),
  denied(
    'bob',
    'book for 30 February',
    bobBooks((d) => (d.sDate = '2026-02-30T10:00:00Z')),
  ),
  denied(
    'bob',
    'book for a time without a zone',
    bobBooks((d) => (d.sDate = '2026-02-01T09:30')),
  ),
  denied(
    'bob',
    'book for the hour 24',
    bobBooks((d) => (d.sDate = '2026-02-01T24:00Z')),
  ),
];

const blankText: Case[] = [
  denied(
    'alice',
    'add a service named only non-breaking spaces',
    aliceAdds((d) => (d.service.serviceName = '\u00a0\u00a0\u00a0')),
  ),
  denied(
    'alice',
    'add a service named every white-space character trim() strips',
    aliceAdds((d) => (d.service.serviceName = WHITE_SPACE)),
  ),
  allowed(
    'alice',
    'add a service whose name has non-breaking spaces around its words',
    aliceAdds((d) => (d.service.serviceName = '\u00a0Pipe\u00a0Fitting\u00a0')),
  ),
  denied(
    'alice',
    'add a service named only zero-width spaces (U+200B)',
    aliceAdds((d) => (d.service.serviceName = '\u200b\u200b\u200b')),
  ),
  denied(
    'alice',
    'add a service named only invisible format characters (joiners, word joiner, BOM, tags)',
    aliceAdds((d) => (d.service.serviceName = '\u200c\u200d\u2060\ufeff\u00ad\u{e0041} ')),
  ),
  allowed(
    'alice',
    'add a service whose name has a zero-width space between its words',
    aliceAdds((d) => (d.service.serviceName = 'Pipe\u200bFitting')),
  ),
  allowed(
    'alice',
    'add a service whose description runs over several lines',
    aliceAdds((d) => (d.service.description = '\n\nLeaks fixed.\nPipes fitted.\n')),
  ),
  denied(
    'bob',
    'book with an area of em spaces',
    bobBooks((d) => (d.provideArea = '\u2003\u2003')),
  ),
];

const imageURLs: Case[] = [
  allowed(
    'alice',
    'add a service with an https image on a port, with a query',
    aliceAdds((d) => (d.service.serviceImgURL = 'https://cdn.example.com:8443/x.png?v=2')),
  ),
  denied(
    'alice',
    'add a service with the image /\\evil.example/x.png',
    aliceAdds((d) => (d.service.serviceImgURL = '/\\evil.example/x.png')),
  ),
  denied(
    'alice',
    'add a service with a backslash in an https image',
    aliceAdds((d) => (d.service.serviceImgURL = 'https://evil.example\\@good.example/x.png')),
  ),
  denied(
    'alice',
    'add a service with credentials before the image host',
    aliceAdds((d) => (d.service.serviceImgURL = 'https://user@example.com/x.png')),
  ),
  denied(
    'alice',
    'add a service with a non-ASCII image path',
    aliceAdds((d) => (d.service.serviceImgURL = 'https://example.com/ছবি.png')),
  ),
  denied(
    'alice',
    'add a service with the provider photo /\\evil.example/a.png',
    aliceAdds((d) => (d.provider.photoURL = '/\\evil.example/a.png')),
  ),
];

const documentIds: Case[] = [
  allowed(
    'alice',
    'add a service under a key of letters, digits, - and _',
    aliceAdds(undefined, 'Alice_Service-0002'),
  ),
  denied(
    'alice',
    'add a service under a key with spaces',
    aliceAdds(undefined, 'my service key 01'),
  ),
  denied('alice', 'add a service under a Bangla key', aliceAdds(undefined, 'সেবা-সেবা-সেবা-সেবা')),
  denied('bob', 'book under a booking id with spaces', bobBooks(undefined, 'my booking')),
  denied(
    'bob',
    "book a service whose id is Firestore's reserved __x__",
    bobBooks((d) => (d.serviceId = '__x__')),
  ),
  denied(
    'bob',
    'book a service whose id has a space',
    bobBooks((d) => (d.serviceId = 'alice plumbing')),
  ),
  denied(
    'bob',
    `book a serviceId of ${FIELD_LIMITS.documentId + 1} characters`,
    bobBooks((d) => (d.serviceId = 'x'.repeat(FIELD_LIMITS.documentId + 1))),
  ),
];

const withTerms = (terms: unknown[]) => aliceAdds((d) => (loose(d).searchTerms = terms));

// The search index is the server's (serviceSearchIndexOf): however well-formed, a client's terms
// are refused, so a listing cannot be found by a word it does not contain.
const searchTerms: Case[] = [
  denied(
    'alice',
    'add a service with the very terms the tokenizer makes of its Bangla fields',
    withTerms(
      serviceSearchTerms({
        serviceName: `রং মিস্ত্রি Z${'\u0301'.repeat(300)}algo`,
        serviceArea: 'ধানমন্ডি, ঢাকা',
        description: 'স্বাস্থ্যসম্মত'.repeat(5),
        category: 'painting',
      }),
    ),
  ),
  denied('alice', 'add a service with an empty list of search terms', withTerms([])),
  denied('alice', 'add a service with a popular word it does not contain', withTerms(['dhaka'])),
  denied('alice', 'update her service with search terms of her own', (db) =>
    updateDoc(doc(db, `services/${IDS.alicePlumbing}`), {
      searchTerms: ['pipe', 'dhaka'],
      updatedAt: serverTimestamp(),
    }),
  ),
];

export const formatCases = {
  'ISO dates': dates,
  'blank text (Unicode white space)': blankText,
  'image URLs': imageURLs,
  'document ids': documentIds,
  'search terms': searchTerms,
};

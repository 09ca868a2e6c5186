/**
 * The rules' production limits (scripts/rules-limits.ts): Firestore denies an operation whose
 * rules make more than 10 document access calls, and a batch or transaction above 20; the
 * emulators never do. The count must follow functions, count a document once, and fail above.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../harness/emulators';
import { checkRulesLimits, costTable, operationCosts } from '../../scripts/rules-limits';

const committed = () => readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');

/** A rules file of `body` inside the usual service and database blocks. */
const rules = (body: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    ${body}
  }
}`;

/** `count` distinct get()s of the things collection, ANDed. */
const gets = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `get(/databases/$(database)/documents/things/t${i}).data.ok == true`,
  ).join(' && ');

describe('the access calls of each operation', () => {
  it('passes the committed rules, the heaviest first', () => {
    const { costs, problems } = checkRulesLimits(committed());
    expect(problems).toEqual([]);
    const heaviest = costs[0];
    expect(heaviest?.calls).toBeGreaterThan(2);
    expect(heaviest?.calls).toBeLessThanOrEqual(10);
    const booking = costs.find(
      (c) => c.collection === '/bookings/{bookingId}' && c.operation === 'create',
    );
    // The service, the profile, the schedule, the window's count before and after, the
    // customer's places there before and after, the move after, and the rate counter after.
    expect(booking?.calls).toBe(9);
    expect(costTable(costs)[0]).toBe('calls  operation');
  });

  it('follows functions with their arguments and counts one document once', () => {
    const costs = operationCosts(
      rules(`
    function thing(id) {
      return /databases/$(database)/documents/things/$(id);
    }
    function owns(id) {
      let t = get(thing(id)).data;
      return exists(thing(id)) && t.owner == request.auth.uid;
    }
    match /notes/{noteId} {
      allow read: if owns(request.resource.data.thingId) && getAfter(thing(noteId)).data.ok;
      allow write: if get(thing('fixed')) != null;
    }`),
    );
    expect(costs.map((c) => [c.operation, c.calls])).toEqual([
      ['get', 2],
      ['list', 2],
      ['create', 1],
      ['update', 1],
      ['delete', 1],
    ]);
  });

  it('fails an operation above 10 calls, and a batch above 20', () => {
    const heavy = rules(`match /notes/{id} {
      allow create: if ${gets(11)};
      allow update: if ${gets(10)};
    }`);
    expect(checkRulesLimits(heavy).problems).toContain(
      '/notes/{id} create may make 11 access calls (limit 10)',
    );
    expect(checkRulesLimits(heavy).problems).not.toContainEqual(
      expect.stringMatching(/^\/notes\/\{id\} update/),
    );

    // The booking transaction: a booking, its window's count, places and move, 24 documents.
    const batch = committed()
      .replace(
        "allow create: if isKeyedIdOf(bookingId, request.resource.data.customerUid)\n        && validNewBooking() && takesPlace(bookingId) && isCounted('booking', bookingId);",
        `allow create: if ${gets(10)};`,
      )
      .replace(
        'allow create, update: if validWindowPlaces(uid, placeId);',
        `allow create, update: if ${gets(10).replaceAll('/t', '/w')} && get(/databases/$(database)/documents/other/x) != null;`,
      );
    expect(checkRulesLimits(batch).problems).toContain(
      'book (bookings-data.ts) may make 24 access calls (limit 20)',
    );
  });
});

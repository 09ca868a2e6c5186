/**
 * Mutants of the availability rules (the `schedules` block of firestore.rules and the two
 * clauses it adds to bookings): each breaks one bound of domain/src/availability.ts, and a case
 * of tests/rules/availability.cases.ts must catch it.
 */
import type { Mutant } from './mutants';

const SUITE = 'availability (schedules and their window counters)';

const mutant = (name: string, find: string, replace: string): Mutant => ({
  name: `availability: ${name}`,
  suite: SUITE,
  find,
  replace,
});

export const AVAILABILITY_MUTANTS: Mutant[] = [
  mutant(
    "anyone signed in may write a provider's schedule",
    "return isOwner(uid)\n        && hasExactly(d, ['week', 'daysOff', 'updatedAt'])",
    "return isSignedIn()\n        && hasExactly(d, ['week', 'daysOff', 'updatedAt'])",
  ),
  mutant('a capacity of 0 is accepted', 'hasOnly([1, 2, 3, 4, 5])', 'hasOnly([0, 1, 2, 3, 4, 5])'),
  mutant(
    'a capacity above MAX_WINDOW_CAPACITY is accepted',
    'hasOnly([1, 2, 3, 4, 5])',
    'hasOnly([1, 2, 3, 4, 5, 6])',
  ),
  mutant(
    'any window name is accepted',
    "day.keys().hasOnly(['morning', 'afternoon', 'evening'])",
    'true',
  ),
  mutant(
    'a week may name other days',
    '&& hasExactly(week, weekdays())',
    '&& week.keys().hasAll(weekdays())',
  ),
  mutant('a day off may end before it starts', '&& list[i].start <= list[i].end', ''),
  mutant(
    'a day off may end a day more than a year ahead',
    "dhakaDateOf(request.time + duration.value(365, 'd'))",
    "dhakaDateOf(request.time + duration.value(366, 'd'))",
  ),
  mutant('a day off may be over already', 'list[0].end >= dhakaDateOf(request.time)', 'true'),
  mutant('days off in any order', '(i == 0 || list[i - 1].end <= list[i].end)', 'true'),
  mutant('one day off too many', 'list.size() <= 6 // MAX_DAYS_OFF', 'list.size() <= 7'),
  mutant('a longer note', 'list[i].note.size() <= 200', 'list[i].note.size() <= 201'),
  mutant(
    'a schedule stamped with the client clock',
    '&& validDaysOff(d.daysOff)\n        && isNow(d.updatedAt);',
    '&& validDaysOff(d.daysOff);',
  ),
  mutant(
    'a schedule may be deleted',
    'allow create, update: if validSchedule(uid);\n      allow list, delete: if false;',
    'allow create, update: if validSchedule(uid);\n      allow list: if false;\n      allow delete: if true;',
  ),
  mutant(
    "a booking need not join its customer's places",
    '&& getAfter(holder).data.bookingIds == held.concat([bookingId])\n',
    '\n',
  ),
  mutant(
    'a customer may hold one more place in a window',
    '&& held.size() < 1 // MAX_PLACES_PER_CUSTOMER_PER_WINDOW\n        && before <',
    '&& held.size() < 2\n        && before <',
  ),
  mutant(
    'a full window takes one more',
    '&& before < (exists(schedule)',
    '&& before <= (exists(schedule)',
  ),
  mutant(
    'a provider without a schedule takes two jobs a window',
    ': 1); // DEFAULT_WINDOW_CAPACITY',
    ': 2);',
  ),
  mutant(
    'a day off does not close the day',
    'return isDayOff(schedule.daysOff, date) ? 0',
    'return false ? 0',
  ),
  mutant('a window not worked is open', '.get(window, 0);', '.get(window, 1);'),
  mutant('the weekday is read a day late', 'dayOfWeek() - 1]', 'dayOfWeek() % 7]'),
  mutant(
    'a cancel keeps its place',
    "return !(request.resource.data.serviceStatus in ['Cancelled', 'Declined'])\n        || !exists(holder)",
    'return true\n        || !exists(holder)',
  ),
  mutant(
    'a cancel gives back its place without the count',
    '&& getAfter(path).data.taken == get(path).data.taken - 1\n',
    '\n',
  ),
  mutant(
    'a place may be taken for a booking that already exists',
    'return !exists(booking)\n',
    'return true\n',
  ),
  mutant(
    "a place may be taken for another provider's booking",
    '&& getAfter(booking).data.providerUid == uid\n        && placeIdOf',
    '&& placeIdOf',
  ),
  mutant(
    'a place may be taken for a booking of another window',
    '&& placeIdOf(getAfter(booking).data) == placeId;',
    ';',
  ),
  mutant(
    'a place is given back without a cancel or a decline',
    "&& getAfter(booking).data.serviceStatus in ['Cancelled', 'Declined'];",
    ';',
  ),
  mutant(
    "a counter's id need not be its date and window",
    "&& placeId == d.date + '_' + d.window",
    '',
  ),
  mutant(
    'a counter may carry other fields (a booking id)',
    "&& hasExactly(d, ['date', 'window', 'taken', 'updatedAt'])",
    "&& d.keys().hasAll(['date', 'window', 'taken', 'updatedAt'])",
  ),
  // No mutant drops the counter's own isNow(d.updatedAt): the move's rule needs the counter's
  // stamp to be the request's time too (EQUIVALENT_CLAUSES, validWindowPlaces #3).
  mutant(
    'a move need not be written with its counter',
    '&& isNow(d.updatedAt)\n        && isNow(getAfter(',
    '&& isNow(d.updatedAt)\n        && (true || getAfter(',
  ),
  mutant(
    "a customer's places may be read by anyone signed in",
    'allow get: if isOwner(customerUid) || isOwner(uid);',
    'allow get: if isSignedIn();',
  ),
  mutant(
    "a customer's places may be listed",
    'allow create, update: if validWindowHolder(uid, placeId, customerUid);\n          allow list, delete: if false;',
    'allow create, update: if validWindowHolder(uid, placeId, customerUid);\n          allow delete: if false;\n          allow list: if true;',
  ),
  mutant(
    'moves may be read',
    'allow read, delete: if false;',
    'allow delete: if false;\n        allow read: if true;',
  ),
  mutant(
    'counters may be deleted',
    'allow create, update: if validWindowPlaces(uid, placeId);\n        allow delete: if false;',
    'allow create, update: if validWindowPlaces(uid, placeId);\n        allow delete: if true;',
  ),
  mutant(
    'visitors may list counters',
    'allow list: if isSignedIn() && request.query.limit <= 183',
    'allow list: if request.query.limit <= 183',
  ),
  mutant(
    'a counter list may read more than every window of 61 days',
    'request.query.limit <= 183',
    'request.query.limit <= 184',
  ),
];

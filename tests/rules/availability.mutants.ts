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
    'a booking need not take its place',
    'return getAfter(path).data.bookingIds == before.concat([bookingId])\n        && before',
    'return true\n        && before',
  ),
  mutant(
    'a full window takes one more',
    'before.size() < (exists(schedule)',
    'before.size() <= (exists(schedule)',
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
    "return !(request.resource.data.serviceStatus in ['Cancelled', 'Declined'])\n        || !exists(path)",
    'return true\n        || !exists(path)',
  ),
  mutant('a counter may add a booking that already exists', '&& !exists(booking)\n', '\n'),
  mutant(
    "a counter may hold another provider's booking",
    '&& getAfter(booking).data.providerUid == uid',
    '',
  ),
  mutant(
    'a counter may hold a booking of another date',
    "&& getAfter(booking).data.sDate.split('T')[0] == d.date",
    '',
  ),
  mutant(
    'a counter may hold a booking of another window',
    '&& getAfter(booking).data.timeWindow == d.window',
    '',
  ),
  mutant(
    'a place is given back without a cancel or a decline',
    "&& getAfter(booking).data.serviceStatus in ['Cancelled', 'Declined']",
    '',
  ),
  mutant(
    "a counter's id need not be its date and window",
    "&& placeId == d.date + '_' + d.window",
    '',
  ),
  mutant(
    'a counter may carry other fields',
    "&& hasExactly(d, ['date', 'window', 'bookingIds', 'lastBookingId', 'updatedAt'])",
    "&& d.keys().hasAll(['date', 'window', 'bookingIds', 'lastBookingId', 'updatedAt'])",
  ),
  mutant(
    'a counter stamped with the client clock',
    "'lastBookingId', 'updatedAt'])\n        && isNow(d.updatedAt)",
    "'lastBookingId', 'updatedAt'])",
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

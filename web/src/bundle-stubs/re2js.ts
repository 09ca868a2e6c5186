/**
 * Stands in for re2js (see vite.config.ts). Firestore 12 bundles it (~46 KB gzip) only to
 * evaluate the regex functions of its Pipeline queries on the client (regexContains,
 * regexMatch, like). Meramot runs no Pipeline queries; each of those call sites catches the
 * error thrown here and evaluates to an error value, so nothing else in Firestore is affected.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not bundled with Meramot (see web/vite.config.ts)');
  },
};

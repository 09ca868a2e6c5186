/**
 * Where Meramot runs in production. firebase.json cannot import these, so `npm run deploy:check`
 * fails when its runtime, rewrite region or database location says otherwise.
 */

/**
 * The one region of every function and of the Firestore database: Mumbai, the Google Cloud region
 * chosen for Bangladesh (asia-south2, Delhi, is nearer on a map; neither was measured from Dhaka).
 */
export const REGION = 'asia-south1';

/** The Node.js major the functions deploy to, and so the one every suite runs on. */
export const NODE_MAJOR = 24;
export const RUNTIME = `nodejs${NODE_MAJOR}`;

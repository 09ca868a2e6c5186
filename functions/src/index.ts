/**
 * The one HTTPS function `api`: every REST path of SPEC.md §7 (DESIGN.md "REST API"), reached
 * as /api/** through the hosting rewrite.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { handleRequest } from './router';

// The platform parses a JSON body before this function runs and answers malformed JSON itself,
// with express's error page. Cloud Functions runs with NODE_ENV=production, where that page
// carries no stack trace; the emulator sets nothing, so this keeps its page as bare.
process.env.NODE_ENV ??= 'production';

// cors: false keeps firebase-functions (and the emulator, which otherwise reflects every origin)
// out of CORS; router.ts answers it with the allowed origins and credentials.
export const api = onRequest({ region: 'us-central1', cors: false }, handleRequest);

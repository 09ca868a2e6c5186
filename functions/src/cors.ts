/**
 * Which browser origins may call the API with credentials: the project's hosting origins, and
 * pages served from this machine while running in the emulator.
 */
const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/;

export interface CorsContext {
  projectId: string | undefined;
  emulator: boolean;
}

export function isAllowedOrigin(origin: string, context: CorsContext): boolean {
  if (context.emulator && LOCAL_ORIGIN.test(origin)) return true;
  if (!context.projectId) return false;
  return (
    origin === `https://${context.projectId}.web.app` ||
    origin === `https://${context.projectId}.firebaseapp.com`
  );
}

/** The project id as Cloud Functions and the emulator give it. */
export function currentCorsContext(): CorsContext {
  let projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId && process.env.FIREBASE_CONFIG) {
    try {
      projectId = (JSON.parse(process.env.FIREBASE_CONFIG) as { projectId?: string }).projectId;
    } catch {
      projectId = undefined;
    }
  }
  return { projectId, emulator: process.env.FUNCTIONS_EMULATOR === 'true' };
}

export const ALLOWED_REQUEST_HEADERS = 'Authorization, Content-Type';
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

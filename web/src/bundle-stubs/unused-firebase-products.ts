/**
 * Stands in for firebase/database, firebase/functions, firebase/remote-config and
 * firebase/storage (see vite.config.ts). reactfire imports every Firebase product at the top of
 * its single module, so without this the app would ship ~50 KB gzip of products it never uses
 * (Realtime Database alone is ~38 KB). Meramot uses Auth and Firestore only; calling any of these
 * throws.
 */
function notBundled(name: string): never {
  throw new Error(`${name} is not bundled with Meramot (see web/vite.config.ts)`);
}

// firebase/database, as reactfire imports it.
export const get = () => notBundled('firebase/database');
export const off = () => notBundled('firebase/database');
export const onChildAdded = () => notBundled('firebase/database');
export const onChildChanged = () => notBundled('firebase/database');
export const onChildMoved = () => notBundled('firebase/database');
export const onChildRemoved = () => notBundled('firebase/database');
export const onValue = () => notBundled('firebase/database');
// firebase/functions
export const httpsCallable = () => notBundled('firebase/functions');
// firebase/remote-config
export const ensureInitialized = () => notBundled('firebase/remote-config');
export const getAll = () => notBundled('firebase/remote-config');
export const getBoolean = () => notBundled('firebase/remote-config');
export const getNumber = () => notBundled('firebase/remote-config');
export const getString = () => notBundled('firebase/remote-config');
export const getValue = () => notBundled('firebase/remote-config');
// firebase/storage
export const getDownloadURL = () => notBundled('firebase/storage');
export const ref = () => notBundled('firebase/storage');

/** Makes sure a Firestore emulator is at hand (builds hidane once if needed) and says which. */
import { describe, resolveFirestoreEmulator } from '../harness/emulators';

console.log(describe(resolveFirestoreEmulator()));

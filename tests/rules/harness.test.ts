/** The emulator harness works: rules are loaded and a document round-trips through Firestore. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-meramot-harness',
    firestore: {
      host: '127.0.0.1',
      port: Number(process.env.FIRESTORE_EMULATOR_HOST?.split(':')[1] ?? 8080),
      rules: readFileSync('firestore.rules', 'utf8'),
    },
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe('Firestore emulator harness', () => {
  it('writes and reads a document with rules disabled', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const ref = doc(context.firestore(), 'services/smoke');
      await setDoc(ref, { service: { serviceName: 'Smoke test' } });
      const snapshot = await getDoc(ref);
      expect(snapshot.data()).toEqual({ service: { serviceName: 'Smoke test' } });
    });
  });

  it('enforces the loaded rules for an unauthenticated client', async () => {
    const visitor = env.unauthenticatedContext().firestore();
    await assertFails(setDoc(doc(visitor, 'services/by-visitor'), { anything: true }));
  });
});

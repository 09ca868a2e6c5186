import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage } from '../lib/i18n';

// findBy* waits 1 s by default; a lazily loaded dialog on a busy two-core machine can take more.
configure({ asyncUtilTimeout: 5000 });

// Every test starts in English (the screens' English strings are docs/product.md's); a test that
// switches to Bangla leaves the next one English.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await activateLanguage('en');
});

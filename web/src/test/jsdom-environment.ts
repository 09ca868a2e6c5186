/**
 * jsdom as the component tests' window, keeping Node's own AbortController and AbortSignal:
 * Node 24's Request and fetch (undici) refuse jsdom's signal ("Expected signal to be an instance
 * of AbortSignal"), which React Router passes to each navigation's Request. jsdom itself takes
 * a signal only in addEventListener, which nothing here gives one.
 */
import { builtinEnvironments } from 'vitest/environments';
import type { Environment } from 'vitest/environments';

const { jsdom } = builtinEnvironments;

export default {
  ...jsdom,
  name: 'jsdom-node-abort',
  async setup(global: typeof globalThis, options) {
    const { AbortController, AbortSignal } = global;
    const environment = await jsdom.setup(global, options);
    Object.assign(global, { AbortController, AbortSignal });
    return environment;
  },
} satisfies Environment;

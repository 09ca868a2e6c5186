/** A catalogue compiled by lib/i18n-catalogue-plugin.ts: message id → compiled ICU message. */
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

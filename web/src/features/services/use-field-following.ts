/**
 * A filter field's text that follows the URL, and how long typing pauses before it applies.
 */
import { useState } from 'react';

/** How long typing must pause before the list follows it. */
export const TYPING_DEBOUNCE_MS = 500;

/**
 * Text that follows the URL: when the applied value changes from outside (Back, a link), the
 * field shows it; while the person types, the field keeps their text as typed.
 */
export function useFieldFollowing<T>(
  applied: T,
  textOf: (value: T) => string,
  same: (text: string, value: T) => boolean,
) {
  const [text, setText] = useState(() => textOf(applied));
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    if (!same(text, applied)) setText(textOf(applied));
  }
  return [text, setText] as const;
}

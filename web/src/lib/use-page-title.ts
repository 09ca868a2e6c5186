import { useEffect } from 'react';

/** Sets the document title of a screen, as docs/product.md §2's table names it. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

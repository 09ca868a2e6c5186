// PLACEHOLDER: replaced by the real guard of the auth feature.
import type { ReactNode } from 'react';

export function RequireAuth({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

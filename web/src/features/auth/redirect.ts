/**
 * Where to go after login or register (docs/product.md §2): the path RequireAuth remembered in the
 * router state as `{ from }`, else /. Only same-site paths are followed.
 */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const { from } = state as { from: unknown };
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (/^\/(login|register)(?:[/?#]|$)/.test(from)) return '/';
  return from;
}

/**
 * Whether React is hydrating the server's HTML of the page the browser loaded: true in the browser
 * from the start until the root's first effect (after hydration's commit), false on the server and
 * for every render after. Parts that keep the server's HTML (StaticPart) read it once, when they
 * mount.
 */
let hydrating = typeof document !== 'undefined';

export const isHydrating = (): boolean => hydrating;

/** Called by the root once the page has hydrated. */
export function hydrationDone(): void {
  hydrating = false;
}

/**
 * The in-app path a click on a link should go to without reloading the page, as React Router's
 * <Link> would, or null when the browser should follow it itself: another origin, a new tab or
 * window (a modifier key, a middle click, a target), a download, an anchor in the same page, or a
 * click something else already handled.
 */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** A click with the main button and no modifier key: one a page may handle itself (not "open in a new tab or window"). */
export const isPlainClick = (click: Omit<LinkClick, 'defaultPrevented'>): boolean => click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;

export function appLinkPath(click: LinkClick, link: LinkLike, here: { href: string }): string | null {
  if (click.defaultPrevented || !isPlainClick(click)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let to: URL;
  let from: URL;
  try {
    to = new URL(link.href, here.href);
    from = new URL(here.href);
  } catch {
    return null;
  }
  if (to.origin !== from.origin || !/^https?:$/.test(to.protocol)) return null;
  // an anchor in this page (#passive): the browser scrolls, and the address keeps its history entry
  if (to.hash && to.pathname === from.pathname && to.search === from.search) return null;
  return to.pathname + to.search + to.hash;
}

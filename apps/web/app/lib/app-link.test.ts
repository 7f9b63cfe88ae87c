import { describe, expect, it } from 'vitest';
import { appLinkPath, isPlainClick, type LinkClick, type LinkLike } from './app-link.ts';

const here = { href: 'https://tasreef.example/ar/conjugations/sound/ktb-I1' };
const click: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, attrs: Record<string, string> = {}): LinkLike => ({
  href,
  target: attrs.target ?? '',
  hasAttribute: (name) => name in attrs,
});

describe('appLinkPath', () => {
  it('keeps a plain click on a link to another page of the site inside the app', () => {
    expect(appLinkPath(click, link('https://tasreef.example/ar/conjugations/sound/ktb-IV'), here)).toBe('/ar/conjugations/sound/ktb-IV');
    expect(appLinkPath(click, link('/ar/practice?verb=ktb-I1#top'), here)).toBe('/ar/practice?verb=ktb-I1#top');
    expect(appLinkPath(click, link('https://tasreef.example/ar/conjugations/sound/ktb-I1?x=1#passive'), here)).toBe('/ar/conjugations/sound/ktb-I1?x=1#passive');
  });

  it('leaves to the browser: another origin or scheme, an anchor in the same page, a new tab, a download, a handled click', () => {
    expect(appLinkPath(click, link('https://other.example/ar'), here)).toBeNull();
    expect(appLinkPath(click, link('mailto:a@b.example'), here)).toBeNull();
    expect(appLinkPath(click, link('https://tasreef.example/ar/conjugations/sound/ktb-I1#passive'), here)).toBeNull();
    expect(appLinkPath(click, link('/ar', { target: '_blank' }), here)).toBeNull();
    expect(appLinkPath(click, link('/ar', { target: '_self' }), here)).toBe('/ar');
    expect(appLinkPath(click, link('/ar/file.pdf', { download: '' }), here)).toBeNull();
    for (const k of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey', 'defaultPrevented'] as const) {
      expect(appLinkPath({ ...click, [k]: true }, link('/ar'), here)).toBeNull();
    }
    expect(appLinkPath({ ...click, button: 1 }, link('/ar'), here)).toBeNull();
  });

  it('calls a click plain with the main button and no modifier key', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const k of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick({ ...click, [k]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 2 })).toBe(false);
  });
});

/** Which template variant a root takes, most specific first. */
import { HAMZA, WAW, YEH } from '../letters.ts';
import type { Variant, Variants } from '../data/noun-templates.ts';
import { compile } from '../data/notation.ts';

const isWeak = (ch: string | undefined): boolean => ch === WAW || ch === YEH;

export function variantChain(r: readonly string[]): Variant[] {
  if (r.length === 4) return isWeak(r[3]) ? ['defective', 'sound'] : ['sound'];
  const [f, a, l] = r;
  if (isWeak(l)) return l === WAW ? ['defective_waw', 'defective', 'sound'] : ['defective_ya', 'defective', 'sound'];
  if (a === l) return ['doubled', 'sound'];
  if (isWeak(a)) {
    const own: Variant = a === WAW ? 'hollow_waw' : 'hollow_ya';
    return l === HAMZA ? ['hollow_hamzated_last', own, 'hollow', 'sound'] : [own, 'hollow', 'sound'];
  }
  if (l === HAMZA) return f === WAW ? ['hamzated_last', 'assimilated_waw', 'sound'] : ['hamzated_last', 'sound'];
  if (f === WAW) return ['assimilated_waw', 'sound'];
  return ['sound'];
}

export function pick<T>(v: Variants<T>, chain: readonly Variant[]): T {
  for (const k of chain) {
    const t = v[k];
    if (t !== undefined) return t;
  }
  return v.sound;
}

const compiled = new Map<string, string>();
/** Compiles a template once (to NFC) and remembers it. */
export function compiledTemplate(t: string): string {
  let c = compiled.get(t);
  if (c === undefined) {
    c = compile(t).normalize('NFC');
    compiled.set(t, c);
  }
  return c;
}

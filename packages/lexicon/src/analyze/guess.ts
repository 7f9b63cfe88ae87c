/**
 * Reading a verb form the lexicon does not hold (اِسْتَحْيَا، اِطَّرَدَ): its root and pattern from the
 * engine's own patterns. For every root class (guess-classes.ts), pattern and slot, the forms of
 * two roots of the class are compared letter by letter: where they differ stand the radicals, the
 * rest is the pattern's. A form becomes a shape (`اسْتَ**ا` loose: `است**ا`) with the radical(s) each
 * `*` holds. A word is matched by trying each choice of up to four of its letters as radicals;
 * every root found this way is conjugated by the engine, which must give the word back.
 */
import { conjugate, SLOT_KEYS, type Conjugation, type SlotKey } from '@tasreef/morphology';
import { BABS, QUADRILITERAL_CLASSES, TRILITERAL_CLASSES, type RootClass } from './guess-classes.ts';
import { looseKey } from './text.ts';

export interface Template {
  pattern: string;
  bab: number | null;
  past_vowel: string | null;
  present_vowel: string | null;
  /** Slot index (SLOT_KEYS). */
  slot: number;
  /** Per `*` of the shape, in order: the radicals it holds (bit j = radical j). */
  masks: number[];
  /** The root with `?` where the word gives the radical (the class's fixed letters elsewhere). */
  fixed: string;
}

export interface Candidate {
  root: string;
  template: Template;
}

const PATTERNS_3 = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII'];
const PATTERNS_4 = ['QI', 'QII', 'QIII', 'QIV'];
const MAX_STARS = 4;

const asList = (v: string | string[] | null | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

function conjugateOrNull(root: string, pattern: string, past: string | null, present: string | null, slots?: readonly SlotKey[]): Conjugation | null {
  try {
    return conjugate({ root, pattern, past_vowel: past, present_vowel: present, transitive: true } as Parameters<typeof conjugate>[0], slots ? { slots } : {}).slots;
  } catch {
    return null;
  }
}

/**
 * Templates are packed, one uint32 each (~85,000 of them): pattern (5 bits), bab (3), slot (8),
 * mask list (8) and fixed root (8), the last two as indexes into small shared tables.
 */
const PATTERNS = [...PATTERNS_3, ...PATTERNS_4];
const MASK_LISTS: number[][] = [];
const FIXED: string[] = [];

function intern<T>(table: T[], ids: Map<string, number>, key: string, value: T): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = table.length;
    if (id > 255) throw new Error('guess templates: more than 256 mask lists or fixed roots');
    table.push(value);
    ids.set(key, id);
  }
  return id;
}

function decodeTemplate(packed: number): Template {
  const pattern = PATTERNS[packed & 31]!;
  const bab = (packed >>> 5) & 7;
  const v = BABS[bab - 1];
  return {
    pattern,
    bab: bab === 0 ? null : bab,
    past_vowel: v?.past ?? null,
    present_vowel: v?.present ?? null,
    slot: (packed >>> 8) & 255,
    masks: MASK_LISTS[(packed >>> 16) & 255]!,
    fixed: FIXED[(packed >>> 24) & 255]!,
  };
}

function addClass(shapes: Map<string, number[]>, ids: { masks: Map<string, number>; fixed: Map<string, number> }, cls: RootClass, patterns: readonly string[]): void {
  const ra = [...cls.a],
    rb = [...cls.b];
  const la = ra.map(looseKey),
    lb = rb.map(looseKey);
  for (const pattern of patterns) {
    for (const v of pattern === 'I' ? BABS : [null]) {
      const ca = conjugateOrNull(cls.a, pattern, v?.past ?? null, v?.present ?? null);
      const cb = conjugateOrNull(cls.b, pattern, v?.past ?? null, v?.present ?? null);
      if (ca === null || cb === null) continue;
      SLOT_KEYS.forEach((slotKey, slot) => {
        const fa = asList(ca[slotKey]),
          fb = asList(cb[slotKey]);
        for (let k = 0; k < Math.min(fa.length, fb.length); k++) {
          const ka = looseKey(fa[k]!.normalize('NFC')),
            kb = looseKey(fb[k]!.normalize('NFC'));
          if (ka.length !== kb.length || ka.includes(' ')) continue;
          const masks: number[] = [];
          let shape = '';
          let ok = true;
          for (let p = 0; p < ka.length && ok; p++) {
            if (ka[p] === kb[p]) {
              shape += ka[p];
              continue;
            }
            let mask = 0;
            for (let j = 0; j < ra.length; j++) if (la[j] === ka[p] && lb[j] === kb[p]) mask |= 1 << j;
            if (mask === 0) ok = false;
            masks.push(mask);
            shape += '*';
          }
          if (!ok || masks.length === 0 || masks.length > MAX_STARS) continue;
          const covered = masks.reduce((a, m) => a | m, 0);
          let fixed = '';
          for (let j = 0; j < ra.length && ok; j++) {
            if ((covered & (1 << j)) !== 0) fixed += '?';
            else if (ra[j] === rb[j]) fixed += ra[j];
            else ok = false;
          }
          if (!ok) continue;
          const packed =
            (PATTERNS.indexOf(pattern) |
              ((v?.bab ?? 0) << 5) |
              (slot << 8) |
              (intern(MASK_LISTS, ids.masks, masks.join(','), masks) << 16) |
              (intern(FIXED, ids.fixed, fixed, fixed) << 24)) >>>
            0;
          const list = shapes.get(shape);
          if (!list) shapes.set(shape, [packed]);
          else if (!list.includes(packed)) list.push(packed);
        }
      });
    }
  }
}

/** Shape → its run of packed templates in one pool (a typed array per shape would cost more than the templates). */
interface Shapes {
  ids: Map<string, number>;
  offsets: Uint32Array;
  pool: Uint32Array;
}
let SHAPES: Shapes | null = null;

/** The shapes of every form of every pattern, made once per process (~1 s; warm it at start). */
export function shapes(): Shapes {
  if (SHAPES) return SHAPES;
  const m = new Map<string, number[]>();
  const ids = { masks: new Map<string, number>(), fixed: new Map<string, number>() };
  for (const cls of TRILITERAL_CLASSES) addClass(m, ids, cls, PATTERNS_3);
  for (const cls of QUADRILITERAL_CLASSES) addClass(m, ids, cls, PATTERNS_4);
  const shapeIds = new Map<string, number>();
  const offsets = new Uint32Array(m.size + 1);
  const pool = new Uint32Array([...m.values()].reduce((n, l) => n + l.length, 0));
  let o = 0;
  for (const [shape, list] of m) {
    offsets[shapeIds.size] = o;
    shapeIds.set(shape, shapeIds.size);
    pool.set(list, o);
    o += list.length;
  }
  offsets[m.size] = o;
  SHAPES = { ids: shapeIds, offsets, pool };
  return SHAPES;
}

/** Every (root, template) whose shape the loose word fits, before the engine checks them. */
export function candidates(loose: string): Candidate[] {
  const out: Candidate[] = [];
  const n = loose.length;
  if (n < 2 || n > 14) return out;
  const map = shapes();
  const chars = [...loose];
  const pos: number[] = [];
  const visit = (start: number): void => {
    if (pos.length > 0) {
      const shape = chars.map((c, p) => (pos.includes(p) ? '*' : c)).join('');
      const id = map.ids.get(shape);
      if (id !== undefined) for (let i = map.offsets[id]!; i < map.offsets[id + 1]!; i++) fill(decodeTemplate(map.pool[i]!));
    }
    if (pos.length === MAX_STARS) return;
    for (let p = start; p < n; p++) {
      pos.push(p);
      visit(p + 1);
      pos.pop();
    }
  };
  const fill = (t: Template): void => {
    const root = [...t.fixed];
    for (let i = 0; i < pos.length; i++) {
      const c = chars[pos[i]!]!;
      // a radical is never a plain alif: under the loose key it is a hamza
      const letter = c === 'ا' ? 'ء' : c;
      for (let j = 0; j < root.length; j++) {
        if ((t.masks[i]! & (1 << j)) === 0) continue;
        if (root[j] === '?') root[j] = letter;
        else if (root[j] !== letter) return;
      }
    }
    if (root.includes('?')) return;
    out.push({ root: root.join(''), template: t });
  };
  visit(0);
  return out;
}

/** The engine's forms of a root in a template's pattern (only `slots` when given), or null when it refuses the root. */
export function conjugationOf(root: string, t: Template, slots?: readonly SlotKey[]): Conjugation | null {
  return conjugateOrNull(root, t.pattern, t.past_vowel, t.present_vowel, slots);
}

/** Makes the shapes now (a server calls it at start, so no visitor waits for them). */
export function warmGuesses(): void {
  shapes();
}

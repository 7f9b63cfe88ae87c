/**
 * The shape cache: each paradigm is conjugated once, with placeholder letters, per key of
 * ./shape-key.ts (which verbs share a paradigm), and a verb is written from it by putting its
 * radicals in. Kept apart from the conjugator (./engine.ts), which it calls and which stays the
 * reference: test/conjugate/shape-cache.test.ts checks that both agree over the whole lexicon.
 */
import { SLOT_KEYS, type Conjugation, type SlotKey } from '../types.ts';
import { SLOT_PARTS, planVerb, slotForms, type EngineOutput, type FormTrace, type SlotNote } from './engine.ts';
import { FIRST_PLACEHOLDER, paradigmKey } from './shape-key.ts';
import type { ValidVerb } from './validate.ts';

/**
 * A compiled shape is one typed array of codes. Each form with placeholders is cut at them and
 * stored as `k, piece, radical, piece, …, piece` (k radicals; a piece is an index into the shared
 * list of interned texts), so writing a verb is a few concatenations: no scan, no replace, no
 * object per form. `start[i]` is where slot i begins, `count[i]` its number of forms (0: null).
 */
interface CompiledShape {
  codes: Uint32Array;
  start: Uint32Array;
  count: Uint8Array;
  /** Slot index and note, for the slots with variants. */
  notes: ReadonlyArray<readonly [number, SlotNote]>;
  /** Filled on the first `explain` request for the shape: per slot, one trace per form. */
  traces?: Array<FormTrace[] | null>;
  /** Size of the arrays in bytes, for the cache statistics. */
  bytes: number;
}

const SHAPES = new Map<string, CompiledShape>();
/**
 * A shape takes about 6 KB (the pieces of text are shared). The whole lexicon (15,650 inputs) has
 * under 600 shapes; at the bound the older half is dropped, so a server keeps its working set.
 */
let maxShapes = 4096;
let shapeBytes = 0;
let compiled = 0;

/** Interned pieces of text between radicals, shared by all shapes. */
const PIECE_IDS = new Map<string, number>();
const PIECES: string[] = [];
let pieceBytes = 0;
function pieceId(text: string): number {
  let id = PIECE_IDS.get(text);
  if (id === undefined) {
    id = PIECES.length;
    PIECES.push(text);
    PIECE_IDS.set(text, id);
    pieceBytes += 40 + 2 * text.length;
  }
  return id;
}

function encode(form: string, out: number[]): void {
  const at = out.length;
  out.push(0);
  let from = 0;
  let k = 0;
  for (let i = 0; i < form.length; i++) {
    const r = form.charCodeAt(i) - FIRST_PLACEHOLDER;
    if (r >= 0 && r < 4) {
      out.push(pieceId(form.slice(from, i)), r);
      from = i + 1;
      k++;
    }
  }
  out.push(pieceId(form.slice(from)));
  out[at] = k;
}

/** Where `write` stopped: the code after the form it wrote. */
let writeEnd = 0;

/** Writes the form encoded at `at` with the verb's radicals. */
function write(codes: Uint32Array, at: number, radicals: readonly string[]): string {
  const k = codes[at]!;
  let i = at + 1;
  let out = PIECES[codes[i]!]!;
  for (let j = 0; j < k; j++) {
    out += radicals[codes[i + 1]!]! + PIECES[codes[i + 2]!]!;
    i += 2;
  }
  writeEnd = i + 1;
  return out;
}

/** A shape's trace with the verb's radicals written in its steps (the shape's are placeholders). */
function withRadicals(t: FormTrace, radicals: readonly string[]): FormTrace {
  const fill = (text: string): string => {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const r = text.charCodeAt(i) - FIRST_PLACEHOLDER;
      out += r >= 0 && r < 4 ? radicals[r]! : text[i]!;
    }
    return out;
  };
  return { ...t, steps: t.steps.map((s) => (s ? { before: fill(s.before), after: fill(s.after) } : null)) };
}

/** Slots an intransitive verb does not have: every passive but the impersonal 3ms. */
const PERSONAL_PASSIVE: readonly boolean[] = SLOT_PARTS.map(([, , voice, person]) => voice === 'passive' && person !== '3ms');

/** A conjugation with every key present (null), copied for each result: keys in table order. */
const EMPTY_SLOTS: Conjugation = Object.fromEntries(SLOT_KEYS.map((k) => [k, null])) as Conjugation;

function compileShape(verb: ValidVerb, placeholders: string[], explain: boolean): CompiledShape {
  const shapeVerb: ValidVerb = { ...verb, radicals: placeholders, root: placeholders.join(''), transitive: true };
  const plan = planVerb(shapeVerb);
  const codes: number[] = [];
  const start = new Uint32Array(SLOT_PARTS.length);
  const count = new Uint8Array(SLOT_PARTS.length);
  const notes: Array<readonly [number, SlotNote]> = [];
  const traces: Array<FormTrace[] | null> | undefined = explain ? [] : undefined;
  for (let i = 0; i < SLOT_PARTS.length; i++) {
    const [, tense, voice, person] = SLOT_PARTS[i]!;
    const r = slotForms(plan, tense, voice, person, explain);
    traces?.push(r?.traces ?? null);
    start[i] = codes.length;
    if (!r) continue;
    count[i] = r.forms.length;
    for (const f of r.forms) encode(f, codes);
    if (r.note && r.forms.length > 1) notes.push([i, r.note]);
  }
  compiled++;
  const shape: CompiledShape = {
    codes: Uint32Array.from(codes),
    start,
    count,
    notes,
    bytes: 200 + codes.length * 4 + start.byteLength + count.byteLength,
  };
  if (traces) shape.traces = traces;
  return shape;
}

/** Statistics of the shape cache, for the bench and for a server's health page. */
export function shapeCacheStats(): { shapes: number; compiled: number; pieces: number; bytes: number } {
  return { shapes: SHAPES.size, compiled, pieces: PIECES.length, bytes: shapeBytes + pieceBytes };
}

/** Sets how many shapes the cache keeps (default 4,096, about 30 MB); a server may lower it. */
export function limitShapeCache(shapes: number): void {
  if (!Number.isInteger(shapes) || shapes < 1) throw new RangeError(`shape cache limit: ${shapes}`);
  maxShapes = shapes;
  while (SHAPES.size > maxShapes) evictOldest();
}

/** Empties the shape cache (the bench's cold pass; tests). */
export function clearShapeCache(): void {
  SHAPES.clear();
  PIECE_IDS.clear();
  PIECES.length = 0;
  pieceBytes = 0;
  shapeBytes = 0;
}

function evictOldest(): void {
  let n = Math.max(1, SHAPES.size >> 1);
  for (const [key, shape] of SHAPES) {
    if (n-- <= 0) break;
    SHAPES.delete(key);
    shapeBytes -= shape.bytes;
  }
}

const ALL_SLOT_INDEXES: readonly number[] = SLOT_PARTS.map((_, i) => i);

/** Conjugates a validated verb, through the shape cache; `only`: the slot indexes to write (the others stay null). */
export function conjugateVerb(verb: ValidVerb, explain: boolean, only?: readonly number[]): EngineOutput {
  const { key, radicals: placeholders } = paradigmKey(verb);
  let shape = SHAPES.get(key);
  if (!shape || (explain && !shape.traces)) {
    if (shape) shapeBytes -= shape.bytes;
    else if (SHAPES.size >= maxShapes) evictOldest();
    shape = compileShape(verb, placeholders, explain);
    SHAPES.set(key, shape);
    shapeBytes += shape.bytes;
  }
  const slots: Conjugation = { ...EMPTY_SLOTS };
  const rad = verb.radicals;
  const all = verb.transitive;
  const { codes, start, count } = shape;
  const indexes = only ?? ALL_SLOT_INDEXES;
  for (const i of indexes) {
    const n = count[i]!;
    if (n === 0 || (!all && PERSONAL_PASSIVE[i])) continue;
    const k = SLOT_KEYS[i]!;
    if (n === 1) {
      slots[k] = write(codes, start[i]!, rad);
    } else {
      const forms: string[] = [];
      let at = start[i]!;
      for (let j = 0; j < n; j++) {
        forms.push(write(codes, at, rad));
        at = writeEnd;
      }
      slots[k] = forms;
    }
  }
  const notes: Partial<Record<SlotKey, SlotNote>> = {};
  for (const [i, note] of shape.notes) {
    if ((all || !PERSONAL_PASSIVE[i]) && (!only || only.includes(i))) notes[SLOT_PARTS[i]![0]] = note;
  }
  const traces: Partial<Record<SlotKey, FormTrace[]>> = {};
  if (explain && shape.traces) {
    for (let i = 0; i < shape.traces.length; i++) {
      const t = shape.traces[i];
      if (t && (all || !PERSONAL_PASSIVE[i])) traces[SLOT_PARTS[i]![0]] = t.map((x) => withRadicals(x, rad));
    }
  }
  return { slots, notes, traces };
}

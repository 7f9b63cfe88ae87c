/**
 * The forms index: loose key (64-bit fingerprint of two 32-bit hashes) → packed postings.
 * A posting is one uint32: verb index (19 bits) | flag (1 bit: the form ends in ى or ة, which the
 * loose key hides and a suffixed pronoun reveals) | form code (12 bits). No strings are kept: four
 * typed arrays hold millions of forms in tens of megabytes. A 64-bit fingerprint makes a false hit
 * vanishingly rare, and every hit is checked again against the clitic rules.
 */
import { hash1, hash2 } from './text.ts';

export const CODE_BITS = 12;
export const FLAG_BIT = 1 << CODE_BITS;
export const VERB_SHIFT = CODE_BITS + 1;
export const MAX_VERBS = 1 << (32 - VERB_SHIFT);

export const posting = (verb: number, flag: boolean, code: number): number => ((verb << VERB_SHIFT) | (flag ? FLAG_BIT : 0) | code) >>> 0;
export const postingVerb = (p: number): number => p >>> VERB_SHIFT;
export const postingCode = (p: number): number => p & (FLAG_BIT - 1);
export const postingFlag = (p: number): boolean => (p & FLAG_BIT) !== 0;

function tableSizeFor(n: number): number {
  let size = 1024;
  while (size < n * 2) size *= 2;
  return size;
}

export class FormIndex {
  readonly keyH1: Uint32Array;
  readonly keyH2: Uint32Array;
  readonly offsets: Uint32Array;
  readonly postings: Uint32Array;
  /** Per posting: the marks of its form (text.ts marksSignature), for narrowing without regenerating. */
  readonly signatures: Uint32Array;
  private readonly table: Int32Array;
  private readonly mask: number;

  constructor(keyH1: Uint32Array, keyH2: Uint32Array, offsets: Uint32Array, postings: Uint32Array, signatures: Uint32Array) {
    this.keyH1 = keyH1;
    this.keyH2 = keyH2;
    this.offsets = offsets;
    this.postings = postings;
    this.signatures = signatures;
    const size = tableSizeFor(keyH1.length);
    this.mask = size - 1;
    this.table = new Int32Array(size).fill(-1);
    for (let k = 0; k < keyH1.length; k++) {
      let slot = keyH1[k]! & this.mask;
      while (this.table[slot] !== -1) slot = (slot + 1) & this.mask;
      this.table[slot] = k;
    }
  }

  get keyCount(): number {
    return this.keyH1.length;
  }

  /** Postings of a loose key (empty when the key is not a form). */
  lookup(key: string): Uint32Array {
    const k = this.find(key);
    return k < 0 ? EMPTY : this.postings.subarray(this.offsets[k]!, this.offsets[k + 1]!);
  }

  /** The signatures of a loose key's postings, in the same order. */
  signaturesOf(key: string): Uint32Array {
    const k = this.find(key);
    return k < 0 ? EMPTY : this.signatures.subarray(this.offsets[k]!, this.offsets[k + 1]!);
  }

  /** The key's index, or -1. */
  find(key: string): number {
    const h1 = hash1(key);
    let slot0 = h1 & this.mask;
    // most keys are absent: an empty first slot answers before the second hash is computed
    if (this.table[slot0] === -1) return -1;
    const h2 = hash2(key);
    for (;;) {
      const k = this.table[slot0]!;
      if (k === -1) return -1;
      if (this.keyH1[k] === h1 && this.keyH2[k] === h2) return k;
      slot0 = (slot0 + 1) & this.mask;
    }
  }

  byteLength(): number {
    return this.keyH1.byteLength + this.keyH2.byteLength + this.offsets.byteLength + this.postings.byteLength + this.signatures.byteLength + this.table.byteLength;
  }

  /** MAGIC, version, key count, posting count, then the five arrays (little-endian uint32). */
  serialize(): Uint8Array {
    const nK = this.keyH1.length,
      nP = this.postings.length;
    const words = 4 + nK * 2 + (nK + 1) + nP * 2;
    const buf = new Uint32Array(words);
    buf[0] = MAGIC;
    buf[1] = VERSION;
    buf[2] = nK;
    buf[3] = nP;
    let o = 4;
    buf.set(this.keyH1, o);
    o += nK;
    buf.set(this.keyH2, o);
    o += nK;
    buf.set(this.offsets, o);
    o += nK + 1;
    buf.set(this.postings, o);
    o += nP;
    buf.set(this.signatures, o);
    return new Uint8Array(buf.buffer);
  }

  static deserialize(bytes: Uint8Array): FormIndex {
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
    const all = new Uint32Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.byteLength / 4));
    if (all[0] !== MAGIC || all[1] !== VERSION) throw new Error('not a Tasreef forms index of this version');
    const nK = all[2]!,
      nP = all[3]!;
    if (all.length !== 4 + nK * 2 + (nK + 1) + nP * 2) throw new Error('truncated Tasreef forms index');
    let o = 4;
    const h1 = all.subarray(o, o + nK);
    o += nK;
    const h2 = all.subarray(o, o + nK);
    o += nK;
    const offsets = all.subarray(o, o + nK + 1);
    o += nK + 1;
    const postings = all.subarray(o, o + nP);
    o += nP;
    const signatures = all.subarray(o, o + nP);
    return new FormIndex(h1, h2, offsets, postings, signatures);
  }
}

const MAGIC = 0x46525354; // "TSRF"
/** 2: a signature of the marks beside each posting (ADR 0030). */
const VERSION = 2;
const EMPTY = new Uint32Array(0);

class Growable {
  data: Uint32Array;
  length = 0;
  constructor(initial: number) {
    this.data = new Uint32Array(initial);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

/** Collects (key, posting) pairs in one pass, then groups postings by key with a counting sort. */
export class FormIndexBuilder {
  private readonly h1 = new Growable(1 << 20);
  private readonly h2 = new Growable(1 << 20);
  private readonly pairKey = new Growable(1 << 22);
  private readonly pairPosting = new Growable(1 << 22);
  private readonly pairSig = new Growable(1 << 22);
  private table = new Int32Array(1 << 22).fill(-1);
  private mask = (1 << 22) - 1;

  private keyId(key: string): number {
    const a = hash1(key),
      b = hash2(key);
    let slot = a & this.mask;
    for (;;) {
      const k = this.table[slot]!;
      if (k === -1) break;
      if (this.h1.data[k] === a && this.h2.data[k] === b) return k;
      slot = (slot + 1) & this.mask;
    }
    const id = this.h1.length;
    this.h1.push(a);
    this.h2.push(b);
    this.table[slot] = id;
    if (this.h1.length * 2 > this.table.length) this.grow();
    return id;
  }

  private grow(): void {
    const size = this.table.length * 2;
    this.table = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (let k = 0; k < this.h1.length; k++) {
      let slot = this.h1.data[k]! & this.mask;
      while (this.table[slot] !== -1) slot = (slot + 1) & this.mask;
      this.table[slot] = k;
    }
  }

  /** Adds a posting with its signature; returns its pair number (for mergeSignature). */
  add(key: string, p: number, sig: number): number {
    this.pairKey.push(this.keyId(key));
    this.pairPosting.push(p);
    this.pairSig.push(sig);
    return this.pairPosting.length - 1;
  }

  /** One posting standing for forms marked differently (slot variants) keeps no signature. */
  mergeSignature(pair: number, sig: number, none: number): void {
    if (this.pairSig.data[pair] !== sig) this.pairSig.data[pair] = none;
  }

  get pairCount(): number {
    return this.pairKey.length;
  }

  finish(): FormIndex {
    const nK = this.h1.length;
    const offsets = new Uint32Array(nK + 1);
    const keys = this.pairKey.view();
    const ps = this.pairPosting.view();
    const sg = this.pairSig.view();
    for (let i = 0; i < keys.length; i++) offsets[keys[i]! + 1]!++;
    for (let k = 0; k < nK; k++) offsets[k + 1]! += offsets[k]!;
    const fill = offsets.slice(0, nK);
    const postings = new Uint32Array(ps.length);
    const signatures = new Uint32Array(ps.length);
    for (let i = 0; i < keys.length; i++) {
      const at = fill[keys[i]!]!++;
      postings[at] = ps[i]!;
      signatures[at] = sg[i]!;
    }
    this.table = new Int32Array(0);
    return new FormIndex(this.h1.view().slice(), this.h2.view().slice(), offsets, postings, signatures);
  }
}

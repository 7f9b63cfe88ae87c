/**
 * A small seeded generator (sfc32, seeded through splitmix32) so a fuzz run is a pure function of
 * its seed: request n of seed s is the same on every machine, and `--only n` re-sends it alone.
 */
function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `stream` separates independent sequences of one seed (e.g. one per request). */
  constructor(seed: number, stream = 0) {
    const mix = splitmix32((seed ^ Math.imul(stream + 1, 0x27d4eb2d)) >>> 0);
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** In [0, 1). */
  next(): number {
    return this.u32() / 0x1_0000_0000;
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: `[[weight, value], …]`. */
  weighted<T>(choices: ReadonlyArray<readonly [number, T]>): T {
    const total = choices.reduce((sum, [w]) => sum + w, 0);
    let x = this.next() * total;
    for (const [w, value] of choices) {
      x -= w;
      if (x < 0) return value;
    }
    return choices.at(-1)![1];
  }
}

/**
 * The seed of a run: `--seed`, else FUZZ_SEED, else drawn (`draw`, 1 … 2^31 - 1) so that every CI
 * run tries other requests; `drawn` says which, for the line that prints it.
 */
export function chooseSeed(option: string | undefined, env: string | undefined, draw: () => number): { seed: number; drawn: boolean } {
  if (option !== undefined && option !== '') return { seed: Number(option), drawn: false };
  if (env !== undefined && env !== '') return { seed: Number(env), drawn: false };
  return { seed: draw(), drawn: true };
}

/**
 * At most `max` values, least recently used out first. A value is kept as its promise, so requests
 * that miss at the same moment wait for one computation instead of each starting its own; a
 * computation that fails is forgotten.
 */
export class PromiseLru<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly max: number) {}

  get(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = make();
    this.entries.set(key, made);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The explorer's visited set: every distinct state as its 64-bit digest (two 32-bit lanes), the state
 * it was first reached from and which of that state's actions led to it, and its depth. Four typed
 * arrays and an open-addressing index, about 28 bytes per state, instead of a Map from strings to
 * objects holding the action (well over 100 bytes per state): the states themselves are not kept, a
 * path is rebuilt by replaying the recorded action indices from the start.
 */
export class Visited {
  #lo = new Int32Array(1024);
  #hi = new Int32Array(1024);
  #parent = new Int32Array(1024);
  #choice = new Int32Array(1024);
  #depth = new Int32Array(1024);
  /** Open addressing with linear probing: state index + 1, 0 for an empty slot; at most half full. */
  #slots = new Int32Array(2048);
  #size = 0;

  get size(): number {
    return this.#size;
  }

  /** The index of the state with this digest, or -1. */
  find(lo: number, hi: number): number {
    const slots = this.#slots;
    const mask = slots.length - 1;
    for (let i = lo & mask; ; i = (i + 1) & mask) {
      const s = slots[i] as number;
      if (s === 0) return -1;
      if (this.#lo[s - 1] === lo && this.#hi[s - 1] === hi) return s - 1;
    }
  }

  /**
   * Adds a state not yet in the set (the caller has just asked `find`); `parent` is -1 and `choice`
   * is -1 for the start. Returns its index.
   */
  add(lo: number, hi: number, parent: number, choice: number, depth: number): number {
    const index = this.#size;
    if (index === this.#lo.length) this.#grow();
    if ((index + 1) * 2 > this.#slots.length) this.#rehash(this.#slots.length * 2);
    this.#lo[index] = lo;
    this.#hi[index] = hi;
    this.#parent[index] = parent;
    this.#choice[index] = choice;
    this.#depth[index] = depth;
    this.#size = index + 1;
    this.#insert(lo, index);
    return index;
  }

  parent(index: number): number {
    return this.#parent[index] as number;
  }

  /** Which of the parent's actions (an index into the list the explorer expanded) led here. */
  choice(index: number): number {
    return this.#choice[index] as number;
  }

  depth(index: number): number {
    return this.#depth[index] as number;
  }

  /** The action indices from the start to this state. */
  choicesTo(index: number): number[] {
    const out: number[] = [];
    for (let i = index; this.#parent[i] !== -1; i = this.#parent[i] as number)
      out.push(this.#choice[i] as number);
    return out.reverse();
  }

  #insert(lo: number, index: number): void {
    const slots = this.#slots;
    const mask = slots.length - 1;
    let i = lo & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = index + 1;
  }

  #grow(): void {
    const n = this.#lo.length * 2;
    const grown = (a: Int32Array) => {
      const b = new Int32Array(n);
      b.set(a);
      return b;
    };
    this.#lo = grown(this.#lo);
    this.#hi = grown(this.#hi);
    this.#parent = grown(this.#parent);
    this.#choice = grown(this.#choice);
    this.#depth = grown(this.#depth);
  }

  #rehash(capacity: number): void {
    this.#slots = new Int32Array(capacity);
    for (let i = 0; i < this.#size; i++) this.#insert(this.#lo[i] as number, i);
  }
}

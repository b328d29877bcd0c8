/** JSON with object keys sorted: equal data gives equal text, whatever order it was built in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      // fromEntries defines own properties, so a `__proto__` key (as JSON.parse makes) is kept.
      return Object.fromEntries(
        Object.keys(o)
          .sort()
          .map((key) => [key, o[key]]),
      );
    }
    return v;
  });
}

/** 53-bit FNV-1a-style hash of the canonical form (cyrb53), for deduplicating states. */
export function stateHash(value: unknown): string {
  const str = canonicalJson(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Values remembered for a short time by one server instance, at most `maxEntries` of them (the
 * oldest go first). Only for what may be a little stale everywhere: each instance keeps its own.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, now = Date.now()) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    // Oldest first: a Map keeps insertion order, so the first key is the one to drop.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  /** Forgets every entry whose value matches (an account that was deleted, say). */
  deleteWhere(matches: (value: T) => boolean) {
    for (const [key, entry] of this.entries) {
      if (matches(entry.value)) this.entries.delete(key);
    }
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * Values remembered for a short time by one server instance, at most `maxEntries` of them (the
 * oldest go first). Only for what may be a little stale everywhere: each instance keeps its own.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  /** Loads under way (`getOrLoad`), so that many asking at once start one. */
  private readonly loading = new Map<string, Promise<T>>();

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

  /**
   * The value of `key`, loaded when it is missing; however many ask for a missing key at once, it is
   * loaded once and they all get that answer (a cold cache under load does not start a load per
   * request). A load that fails is not kept: the next request tries again.
   */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return Promise.resolve(entry.value);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load().then(
      (value) => {
        // Forgotten while it loaded (delete, deleteWhere): answered, but not kept.
        if (this.loading.get(key) === loaded) {
          this.loading.delete(key);
          this.set(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  delete(key: string) {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Forgets every entry whose value matches (an account that was deleted, say), and what is loading. */
  deleteWhere(matches: (value: T, key: string) => boolean) {
    for (const [key, entry] of this.entries) {
      if (matches(entry.value, key)) this.entries.delete(key);
    }
    this.loading.clear();
  }

  get size() {
    return this.entries.size;
  }
}

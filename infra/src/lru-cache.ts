// Bundled in place of mnemonist's LRU cache (esbuild alias, handler-build.ts). Its one user in our
// functions is the DynamoDB client's endpoint-discovery cache (@aws-sdk/endpoint-cache): made with
// every client, filled only when endpoint discovery is on, which it never is for DynamoDB. mnemonist's
// cache keeps its order in typed arrays and brings 7 KB of helpers to every table function's cold
// start; this is the same cache on a Map (insertion order is recency order), with the methods
// EndpointCache calls. lru-cache.test.ts holds it to mnemonist's answers.
export default class LRUCache<K, V> {
  readonly capacity: number;
  readonly #entries = new Map<K, V>();

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** The value, its recency unchanged. */
  peek(key: K): V | undefined {
    return this.#entries.get(key);
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Stores the value as the most recently used; once full, the least recently used goes. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return this;
  }

  clear(): void {
    this.#entries.clear();
  }
}

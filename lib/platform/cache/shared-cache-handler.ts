// Next.js's page and data cache (the `cacheHandler` of next.config.ts), shared in one respect
// across every portal instance on the same database: each instance keeps its rendered pages
// and cached queries in its own memory, and an expired tag is announced to all of them through
// PostgreSQL LISTEN/NOTIFY (invalidation-listener.ts). So an approval made through one
// instance drops the board everywhere within a round trip, with no shared store on the read path.
// Loaded by `next start` outside the app bundle (see next-cache-handler.mjs), so it imports
// only relative modules and packages.
import { randomUUID } from "node:crypto";
import { env } from "../../env";
import { startInvalidationListener, type InvalidationListener } from "./invalidation-listener";
import { approximateSize, MemoryEntries } from "./memory-entries";
import { signalPageCacheFlush } from "./page-cache-flush";
import { TagExpiry } from "./tag-expiry";

/** The header in which Next.js stores a cached page's or route response's tags. */
const CACHE_TAGS_HEADER = "x-next-cache-tags";
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const MAX_PENDING_RENDERS = 10_000;

interface CachedValue {
  kind?: string;
  headers?: Record<string, unknown>;
}

interface HandlerContext {
  tags?: string[];
  softTags?: string[];
}

interface HandlerOptions {
  maxMemoryCacheSize?: number;
}

interface ProcessCache {
  entries: MemoryEntries<CachedValue>;
  expiry: TagExpiry;
  /** When each key last missed: a value set later was rendered from data read no earlier than that. */
  missedAt: Map<string, number>;
  listener: InvalidationListener | null;
}

const PROCESS_CACHE = Symbol.for("mrben.sharedCacheHandler");
const globalStore = globalThis as unknown as Record<typeof PROCESS_CACHE, ProcessCache | undefined>;

function processCache(maxBytes: number): ProcessCache {
  const existing = globalStore[PROCESS_CACHE];
  if (existing) return existing;
  const cache: ProcessCache = {
    entries: new MemoryEntries(maxBytes),
    expiry: new TagExpiry(),
    missedAt: new Map(),
    listener: null,
  };
  globalStore[PROCESS_CACHE] = cache;
  const building = env.NEXT_PHASE === "phase-production-build";
  if (env.DATABASE_URL && !building) {
    cache.listener = startInvalidationListener({
      databaseUrl: env.DATABASE_URL,
      origin: randomUUID(),
      onInvalidation: ({ tags }) => {
        cache.expiry.expire(tags, Date.now());
        signalPageCacheFlush();
      },
      onConnected: () => {
        cache.entries.clear();
        signalPageCacheFlush();
      },
    });
  }
  return cache;
}

function storedTags(value: CachedValue | null, context: HandlerContext): string[] {
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  const fromHeader = typeof header === "string" && header !== "" ? header.split(",") : [];
  return [...fromHeader, ...(context.tags ?? [])];
}

export default class SharedCacheHandler {
  private readonly cache: ProcessCache;

  constructor(options: HandlerOptions = {}) {
    this.cache = processCache(options.maxMemoryCacheSize || DEFAULT_MAX_BYTES);
  }

  async get(key: string, context: HandlerContext = {}) {
    const entry = this.cache.entries.get(key);
    const requestTags = [...(context.tags ?? []), ...(context.softTags ?? [])];
    if (entry && !this.cache.expiry.isExpired([...entry.tags, ...requestTags], entry.lastModified)) {
      return { value: entry.value, lastModified: entry.lastModified };
    }
    if (entry) this.cache.entries.delete(key);
    if (this.cache.missedAt.size >= MAX_PENDING_RENDERS) this.cache.missedAt.clear();
    this.cache.missedAt.set(key, Date.now());
    return null;
  }

  async set(key: string, value: CachedValue | null, context: HandlerContext = {}) {
    const renderedFrom = this.cache.missedAt.get(key) ?? Date.now();
    this.cache.missedAt.delete(key);
    if (value === null) {
      this.cache.entries.delete(key);
      return;
    }
    this.cache.entries.set(key, {
      value,
      lastModified: renderedFrom,
      tags: storedTags(value, context),
      size: key.length + approximateSize(value),
    });
  }

  /** Expires the tags here at once, then on every other instance (announced through PostgreSQL). */
  async revalidateTag(tags: string | string[]) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    this.cache.expiry.expire(list, Date.now());
    signalPageCacheFlush();
    await this.cache.listener?.announce(list).catch((error: unknown) => {
      console.error(`Could not announce expired cache tags ${list.join(", ")}: ${String(error)}`);
    });
  }

  resetRequestCache() {}
}

// The front cache's memory: whole responses (status, headers, body, and a gzip copy made once)
// by URL and variant, bounded in bytes, dropped all at once whenever Next's page cache drops
// anything. A response rendered before a flush is refused by its generation, so a render that
// started before an approval can never be kept after it.
import { gunzip, gzip } from "node:zlib";
import { MemoryEntries } from "../../platform/cache/memory-entries";
import { variantKey, type RequestHeaders, type StoragePlan } from "./response-rules";

export interface StoredResponse {
  status: number;
  /** As sent with every hit (response-rules.ts, hitHeaders). */
  headers: Record<string, string | string[]>;
  body: Buffer;
  gzipped: Buffer | null;
  expiresAt: number;
}

/** URLs remembered before the store starts over (the byte bound alone would let tiny entries pile up). */
const MAX_URLS = 10_000;

interface StoreArgs {
  generation: number;
  url: string;
  requestHeaders: RequestHeaders;
  plan: StoragePlan;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  gzipEncoded: boolean;
  now?: number;
}

export class FrontCacheStore {
  private readonly responses: MemoryEntries<StoredResponse>;
  private readonly varyNamesByUrl = new Map<string, readonly string[]>();
  private currentGeneration = 0;

  constructor(maxBytes: number) {
    this.responses = new MemoryEntries(maxBytes);
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get storedBytes(): number {
    return this.responses.size;
  }

  get storedCount(): number {
    return this.responses.count;
  }

  /** The variant a request asks for, when responses of its URL have been kept before (even if flushed since). */
  variantKeyOf(url: string, headers: RequestHeaders): string | null {
    const varyNames = this.varyNamesByUrl.get(url);
    return varyNames ? variantKey(url, varyNames, headers) : null;
  }

  lookup(url: string, headers: RequestHeaders, now = Date.now()): StoredResponse | undefined {
    const key = this.variantKeyOf(url, headers);
    if (key === null) return undefined;
    const entry = this.responses.get(key);
    if (!entry) return undefined;
    if (entry.value.expiresAt <= now) {
      this.responses.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Keeps a response rendered during `generation`, plain or gzip-encoded as Next.js sent it (the
   * other form is made off the event loop); a flush since then makes this a no-op.
   */
  store(args: StoreArgs): Promise<void> {
    if (args.generation !== this.currentGeneration) return Promise.resolve();
    if (!args.gzipEncoded) {
      this.keep(args, args.body, null);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      gunzip(args.body, (error, plain) => {
        if (!error) this.keep(args, plain, args.body);
        resolve();
      });
    });
  }

  private keep(args: StoreArgs, body: Buffer, gzipped: Buffer | null): void {
    const { generation, url, requestHeaders, plan, status, headers, now = Date.now() } = args;
    if (generation !== this.currentGeneration) return;
    if (this.varyNamesByUrl.size >= MAX_URLS && !this.varyNamesByUrl.has(url)) this.forgetAll();
    // Variants stored under an earlier Vary list of the URL become unreachable; the byte bound ages them out.
    this.varyNamesByUrl.set(url, plan.varyNames);
    const key = variantKey(url, plan.varyNames, requestHeaders);
    const response: StoredResponse = { status, headers, body, gzipped, expiresAt: now + plan.ttlMs };
    // Counted twice: the body and, at most, its gzip copy.
    this.responses.set(key, { value: response, lastModified: now, tags: [], size: key.length + body.length * 2 });
    if (gzipped === null && body.length > 0) {
      gzip(body, (error, compressed) => {
        if (!error && generation === this.currentGeneration) response.gzipped = compressed;
      });
    }
  }

  /** Forgets every response. What each URL varies on is kept: it is a property of the route, not of the data. */
  flush(): void {
    this.currentGeneration += 1;
    this.responses.clear();
  }

  private forgetAll(): void {
    this.responses.clear();
    this.varyNamesByUrl.clear();
  }
}

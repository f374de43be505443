// One PostgreSQL connection per process that LISTENs for expired cache tags and announces this
// process's own. When the connection drops, announcements may have been missed, so on every
// (re)connection the caller is told to forget everything it cached; it then reconnects with backoff.
import pg from "pg";
import {
  CACHE_INVALIDATION_CHANNEL,
  decodeInvalidation,
  encodeInvalidation,
  type CacheInvalidation,
} from "./invalidation-channel";

export interface InvalidationListener {
  announce(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

interface ListenerOptions {
  databaseUrl: string;
  origin: string;
  onInvalidation(invalidation: CacheInvalidation): void;
  /** Called on every (re)connection: whatever was announced while disconnected is unknown. */
  onConnected(): void;
  log?(message: string): void;
  retryMs?: number;
}

export function startInvalidationListener(options: ListenerOptions): InvalidationListener {
  const { databaseUrl, origin, onInvalidation, onConnected, log = console.error, retryMs = 1000 } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ connectionString: databaseUrl, application_name: "mrben-cache-listener" });
    candidate.on("notification", (message) => {
      if (message.channel !== CACHE_INVALIDATION_CHANNEL) return;
      const invalidation = decodeInvalidation(message.payload);
      if (invalidation && invalidation.origin !== origin) onInvalidation(invalidation);
    });
    const lost = (reason: string) => {
      if (client !== candidate) return;
      client = null;
      log(`Cache invalidation listener lost its database connection (${reason}); reconnecting.`);
      void candidate.end().catch(() => {});
      scheduleReconnect();
    };
    candidate.on("error", (error) => lost(error.message));
    candidate.on("end", () => lost("connection ended"));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CACHE_INVALIDATION_CHANNEL}`);
    } catch (error) {
      log(`Cache invalidation listener cannot connect: ${error instanceof Error ? error.message : String(error)}`);
      void candidate.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    onConnected();
  }

  void connect();

  return {
    async announce(tags) {
      const payload = encodeInvalidation({ tags: [...tags], origin });
      const connection = client ?? new pg.Client({ connectionString: databaseUrl });
      const ownConnection = connection !== client;
      try {
        if (ownConnection) await connection.connect();
        await connection.query("SELECT pg_notify($1, $2)", [CACHE_INVALIDATION_CHANNEL, payload]);
      } finally {
        if (ownConnection) await connection.end().catch(() => {});
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

// Memory of another process, from /proc (Linux): which process listens on a port, and its
// resident set size sampled every few milliseconds.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localPort = Number.parseInt(fields[1]?.split(":")[1] ?? "", 16);
      if (localPort === port && fields[3] === "0A") inodes.add(fields[9] ?? ""); // 0A = LISTEN
    }
  }
  return inodes;
}

export function findListeningPid(port: number): number | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      }
    } catch {
      // a process we may not inspect, or one that just ended
    }
  }
  return null;
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? "0");
  return kilobytes * 1024;
}

export class MemorySampler {
  private timer: NodeJS.Timeout | undefined;
  private before = 0;
  private peak = 0;

  constructor(private readonly pid: number) {}

  start(everyMs = 5): void {
    this.before = residentBytes(this.pid);
    this.peak = this.before;
    this.timer = setInterval(() => {
      this.peak = Math.max(this.peak, residentBytes(this.pid));
    }, everyMs);
  }

  stop(): { before: number; peak: number; after: number } {
    clearInterval(this.timer);
    const after = residentBytes(this.pid);
    this.peak = Math.max(this.peak, after);
    return { before: this.before, peak: this.peak, after };
  }
}

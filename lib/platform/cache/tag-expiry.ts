// When each cache tag was last expired in this process. An entry stored before one of its tags
// expired is gone; one stored after is fresh.
export class TagExpiry {
  private readonly expiredAt = new Map<string, number>();

  expire(tags: readonly string[], at: number): void {
    for (const tag of tags) this.expiredAt.set(tag, Math.max(at, this.expiredAt.get(tag) ?? 0));
  }

  /** True when any of `tags` expired at or after `storedAt` (an entry stored in the same millisecond is not trusted). */
  isExpired(tags: Iterable<string>, storedAt: number): boolean {
    for (const tag of tags) {
      const at = this.expiredAt.get(tag);
      if (at !== undefined && at >= storedAt) return true;
    }
    return false;
  }
}

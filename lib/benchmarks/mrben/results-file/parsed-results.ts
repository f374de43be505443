// The parsed results file as the scan builds it: each subject's records, the other members kept or
// summarised, and the count of JSON values held against maxValues. With a sink, the records and
// members go to it as they end, and the value keeps only empty arrays (for duplicate keys).
import { LBRACE, QUOTE } from "./json-bytes";
import type { MemberSink } from "./scan-limits";

export class ParsedResults {
  /** What JSON.parse of the whole text gives, but for the members listed in `summarisedKeys`. */
  readonly value: Record<string, unknown> = {};
  readonly summarisedKeys: string[] = [];
  recordCount = 0;
  /** Bytes of non-array members kept so far. */
  memberBytes = 0;
  /** The key of the member being read. */
  key = "";
  readonly maxValues: number;
  private valueCount = 0;
  private subject: unknown[] | null = null;

  private readonly sink: MemberSink | null;

  constructor(maxValues: number, sink: MemberSink | null = null) {
    this.maxValues = maxValues;
    this.sink = sink;
  }

  /** Count `count` more values toward maxValues; false past it. */
  spendValues(count: number): boolean {
    this.valueCount += count;
    return this.valueCount <= this.maxValues;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.value, key);
  }

  /** The member is a subject: its array of records starts. */
  openSubject(): void {
    this.subject = [];
    this.setMember(this.subject);
    this.sink?.arrayStarts(this.key);
  }

  closeSubject(): void {
    this.subject = null;
    this.sink?.arrayEnds();
  }

  inSubject(): boolean {
    return this.subject !== null;
  }

  addRecord(record: unknown): void {
    if (this.sink) this.sink.record(record);
    else this.subject!.push(record);
    this.recordCount++;
  }

  /** The member's bytes, already validated: keep what they parse to. */
  keepMember(bytes: Uint8Array): void {
    this.memberBytes += bytes.length;
    this.setMember(JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("utf8")));
    this.sink?.member(this.key, this.value[this.key]);
  }

  /** The member, past maxMemberBytes: keep an empty value of its type, known by its first byte. */
  summariseMember(firstByte: number): void {
    this.setMember(firstByte === LBRACE ? {} : firstByte === QUOTE ? "" : 0);
    this.summarisedKeys.push(this.key);
    this.sink?.member(this.key, this.value[this.key]);
  }

  private setMember(member: unknown): void {
    // Assigning "__proto__" would set the prototype; JSON.parse makes it an own property.
    if (this.key === "__proto__")
      Object.defineProperty(this.value, this.key, {
        value: member,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    else this.value[this.key] = member;
  }
}

// Several benchmarks' change logs as one list, newest first, a page at a time: only the changes on
// the page are described (replaying a board is the costly part), each by the log it belongs to.
/** A log as BoardChangeLog has it, whatever its changes are. */
type Log<Change> = { times: Date[]; page(offset: number, limit: number): Change[] };

/**
 * The changes at offset .. offset + limit - 1 of all the logs merged, and how many there are. Ties
 * in time keep the logs' order, so each log's share of a page is a run of its own list.
 */
export function pageOfMergedLogs<Change>(
  logs: Log<Change>[],
  offset: number,
  limit: number,
): { total: number; changes: Change[] } {
  const order = logs.flatMap((log, source) =>
    log.times.map((at, position) => ({ at: at.getTime(), source, position })),
  );
  order.sort((a, b) => b.at - a.at || a.source - b.source || a.position - b.position);
  const slice = order.slice(offset, offset + limit);
  const described = new Map<number, Change[]>();
  for (const [source, log] of logs.entries()) {
    const positions = slice.filter((item) => item.source === source).map((item) => item.position);
    if (positions.length > 0) described.set(source, log.page(Math.min(...positions), positions.length));
  }
  const used = new Map<number, number>();
  const changes = slice.map(({ source }) => {
    const index = used.get(source) ?? 0;
    used.set(source, index + 1);
    return described.get(source)![index]!;
  });
  return { total: order.length, changes };
}

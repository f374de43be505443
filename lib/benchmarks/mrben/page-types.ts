// What MR-Ben's server part makes for its pages: the types its server and its view agree on.
import type { KindViewTypes } from "@/lib/benchmarks/kind-server";
import type { ModelPage } from "./board/model-page";
import type { RecordResultDetail, RecordResultRow } from "./record-results";
import type { SampledRecord } from "./spot-check-sample";

export interface MrbenPages extends KindViewTypes {
  recordRow: RecordResultRow;
  recordDetail: RecordResultDetail;
  sampledRecord: SampledRecord;
  /** MR-Ben's board is its own: the shared board asks it for no figures. */
  boardFigures: Record<string, never>;
  modelPage: ModelPage;
}

// What extraction's server part makes for its pages: the types its server and its view agree on.
import type { KindViewTypes } from "@/lib/benchmarks/kind-server";
import type { ExtractionBoardFigures } from "./board-figures";
import type { ExtractionRecordDetail, ExtractionRecordRow } from "./records";
import type { SampledExtractionRecord } from "./spot-check-sample";

export interface ExtractionPages extends KindViewTypes {
  recordRow: ExtractionRecordRow;
  recordDetail: ExtractionRecordDetail;
  sampledRecord: SampledExtractionRecord;
  boardFigures: ExtractionBoardFigures;
  modelPage: never;
}

// What a benchmark kind gives a hosted evaluation (lib/hosted-runs): the items a run asks, the prompt
// of each, how an answer reads, and the results file the answers make. The run itself (claims,
// requests, the spending cap, storage) is written once; a kind without this part cannot be hosted.
import type { Shots } from "./kind";
import type { Result } from "@/lib/result";

/** One item a run asks, per shot setting: its id, subject and place in the official order. */
interface HostedItem {
  itemId: string;
  subject: string;
  position: number;
}

/** An answer as the run stored it, for the results file. */
export interface HostedAnswerText {
  itemId: string;
  /** The model's answer; empty when every attempt failed, as the official script records it. */
  rawResponse: string;
}

/** The prompts by item id, or why they cannot be built (the run fails with `prompt-failed` and this detail). */
type HostedPrompts = Result<Map<string, string>, { detail: string }>;

export interface HostedEvaluation {
  /** Why these shot settings cannot be asked of this version, or null (MR-Ben's 1 shot needs the version's demonstrations). */
  refuseShots(input: { versionId: string; shots: readonly Shots[] }): Promise<string | null>;
  /** The subject keys a run may name. */
  subjects(versionId: string): Promise<string[]>;
  /** The version's items a run asks, in the official order; only `subjects` when not empty. */
  listItems(input: { versionId: string; subjects: readonly string[] }): Promise<HostedItem[]>;
  /** The prompt of each item at a shot setting, by item id. */
  prompts(input: { itemIds: readonly string[]; shots: Shots }): Promise<HostedPrompts>;
  /** The kind's reading of an answer, stored beside it (JSON). */
  parseAnswer(rawResponse: string): Record<string, string>;
  /** The first-stage results file of one shot setting: its official name and its text, answers in the given order. */
  resultsFile(input: { model: string; shots: Shots; answers: readonly HostedAnswerText[] }): Promise<{
    fileName: string;
    text: string;
  }>;
  /** The judge stage that turns the first-stage files into scored ones; without it the stage fails, saying so. */
  judging?: HostedJudging;
}

/** What the judge stage got for a record that needed a verdict: the judge's whole answer and its model. */
interface HostedVerdictText {
  itemId: string;
  judgeModel: string;
  rawResponse: string;
}

/** The judge's answer, or how its call failed (stored with the verdict); with the attempts either way. */
export type HostedJudgeCall = Result<
  { text: string; usage: { promptTokens: number; completionTokens: number }; attempts: number },
  { kind: string; detail: string; attempts: number }
>;

/** The judge a stage asks: its model name, requests in flight at once per worker, and one request. */
export interface HostedJudge {
  model: string;
  concurrency: number;
  ask(input: { prompt: string; signal?: AbortSignal }): Promise<HostedJudgeCall>;
}

type PortalJudge = Result<HostedJudge, { code: string; detail: string }>;

/**
 * A hosted run's second stage, for kinds whose results need a judge (MR-Ben): which records need a
 * verdict, the judge's prompt for each, and the scored file the verdicts make.
 */
export interface HostedJudging {
  /** The portal's judge, or why there is none (the stage then fails, naming it). */
  portalJudge(): PortalJudge;
  /** The judge prompt of each answer that needs a verdict, by item id (truth from the database, never the file). */
  judgePrompts(input: { answers: readonly HostedAnswerText[] }): Promise<Map<string, string>>;
  /** The scored results file of one shot setting: the first-stage records in the given order, with the verdicts. */
  scoredFile(input: {
    model: string;
    shots: Shots;
    answers: readonly HostedAnswerText[];
    verdicts: readonly HostedVerdictText[];
  }): Promise<{ fileName: string; text: string }>;
}

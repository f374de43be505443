// The model page's hosted-run settings: the completed runs behind a model's approved entries only,
// their endpoint shown as its host alone.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { HostedRunSettingsTable } from "@/components/hosted-runs/hosted-run-settings";
import { db } from "@/lib/db";
import { loadHostedRunSettings } from "@/lib/hosted-runs/run-settings";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, validMeta } from "../helpers/api-calls";
import { importTheBenchmark } from "../helpers/benchmark";

let submitter: Actor;
let versionId = "";

async function submission(modelName: string, status: "approved" | "draft"): Promise<string> {
  const created = await createSubmission({ authorization: submitter.bearer }, { ...validMeta, modelName });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  await db.submission.update({ where: { id }, data: { status } });
  return id;
}

async function run(submissionId: string, fields: { status: "completed" | "cancelled"; model: string }) {
  return db.hostedRun.create({
    data: {
      submissionId,
      createdById: submitter.id,
      benchmarkVersionId: versionId,
      baseUrl: "https://tenant-secret.example.org:8443/private-path/v1",
      shots: [1, 0],
      temperature: 0,
      topP: 0.9,
      maxTokens: 4096,
      stopTokenIds: [128001],
      totalItems: 10,
      answeredItems: 10,
      requests: 10,
      promptTokens: 5000,
      completionTokens: 200,
      finishedAt: new Date("2026-11-20T10:00:00Z"),
      ...fields,
    },
  });
}

beforeAll(async () => {
  await importTheBenchmark({ only: ["coding"] });
  submitter = await createActor("user", "settings");
  versionId = (await db.benchmarkVersion.findFirstOrThrow({ select: { id: true } })).id;
});

describe("a model's hosted-run settings", () => {
  it("lists the runs behind its approved entries (their scored files are the entries' runs), with the endpoint's host and not its path", async () => {
    const approved = await submission("Settings-Model", "approved");
    const slug = (await db.submission.findUniqueOrThrow({ where: { id: approved } })).modelSlug;
    const shown = await run(approved, { status: "completed", model: "served-name" });
    await db.submissionRun.create({
      data: { submissionId: approved, shots: 0, status: "scored", hostedRunId: shown.id },
    });
    await run(approved, { status: "cancelled", model: "cancelled-name" });
    // Completed, but its judge stage made no scored run: no entry's figures come from it.
    await run(approved, { status: "completed", model: "unjudged-name" });
    // The same model's draft: its runs are not behind any board entry.
    const draft = await submission("Settings-Model", "draft");
    await run(draft, { status: "completed", model: "draft-name" });

    const settings = await loadHostedRunSettings({ modelSlug: slug });
    expect(settings).toEqual([
      {
        runId: shown.id,
        submissionId: approved,
        benchmarkName: expect.any(String),
        host: "tenant-secret.example.org:8443",
        model: "served-name",
        temperature: 0,
        topP: 0.9,
        shots: [0, 1],
        maxTokens: 4096,
        stopTokenIds: [128001],
        subjects: [],
        itemLimit: null,
        date: new Date("2026-11-20T10:00:00Z"),
        requests: 10,
        tokens: { prompt: 5000, completion: 200 },
      },
    ]);

    const html = renderToStaticMarkup(HostedRunSettingsTable({ runs: settings }));
    expect(html).toContain("tenant-secret.example.org:8443");
    expect(html).not.toContain("private-path");
    expect(html).toContain("served-name");
    expect(await loadHostedRunSettings({ modelSlug: "no-such-model" })).toEqual([]);
  });
});

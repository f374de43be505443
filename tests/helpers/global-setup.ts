// Starts the run's services (tests/helpers/run-services.ts) for every project of the run: each
// thing they lend (PostgreSQL, template databases, shared portals, browsers) starts on first request.
import type { TestProject } from "vitest/node";
import { startRunServices } from "./run-services";

export default async function setup(project: TestProject) {
  const services = await startRunServices();
  project.provide("runServicesUrl", services.url);
  return () => services.stop();
}

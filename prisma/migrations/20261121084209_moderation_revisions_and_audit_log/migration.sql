-- CreateEnum
CREATE TYPE "ModerationAction" AS ENUM ('submit', 'approve', 'reject', 'request_changes', 'unpublish', 'restore', 'withdraw', 'role_change');

-- AlterEnum
ALTER TYPE "SubmissionStatus" ADD VALUE 'unpublished';

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ModerationEvent" (
    "id" TEXT NOT NULL,
    "action" "ModerationAction" NOT NULL,
    "actorId" TEXT,
    "actorLabel" TEXT NOT NULL,
    "submissionId" TEXT,
    "subjectUserId" TEXT,
    "reason" TEXT NOT NULL,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ModerationEvent_submissionId_createdAt_idx" ON "ModerationEvent"("submissionId", "createdAt");

-- CreateIndex
CREATE INDEX "ModerationEvent_action_createdAt_idx" ON "ModerationEvent"("action", "createdAt");

-- CreateIndex
CREATE INDEX "ModerationEvent_actorId_createdAt_idx" ON "ModerationEvent"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "ModerationEvent_subjectUserId_createdAt_idx" ON "ModerationEvent"("subjectUserId", "createdAt");

-- CreateIndex
CREATE INDEX "ModerationEvent_createdAt_idx" ON "ModerationEvent"("createdAt");

-- AddForeignKey
ALTER TABLE "ModerationEvent" ADD CONSTRAINT "ModerationEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationEvent" ADD CONSTRAINT "ModerationEvent_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationEvent" ADD CONSTRAINT "ModerationEvent_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The audit log is append-only: no event is ever changed or removed.
CREATE FUNCTION "moderation_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ModerationEvent is append-only: % is not allowed', TG_OP;
END;
$$;

CREATE TRIGGER "ModerationEvent_append_only"
  BEFORE UPDATE OR DELETE ON "ModerationEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_event_append_only"();

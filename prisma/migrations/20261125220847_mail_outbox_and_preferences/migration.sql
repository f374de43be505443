-- CreateEnum
CREATE TYPE "MailTopic" AS ENUM ('run_failed', 'decision', 'review_queue');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('queued', 'sending', 'sent', 'failed', 'suppressed');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "mailOnDecision" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "mailOnReviewQueue" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "mailOnRunFailed" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "mailUnsubscribeToken" TEXT NOT NULL DEFAULT (gen_random_uuid())::text;

-- CreateTable
CREATE TABLE "MailMessage" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "topic" "MailTopic" NOT NULL,
    "recipientId" TEXT NOT NULL,
    "toAddress" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "unsubscribeUrl" TEXT NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "detail" TEXT,
    "claimedAt" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MailMessage_key_key" ON "MailMessage"("key");

-- CreateIndex
CREATE INDEX "MailMessage_status_createdAt_idx" ON "MailMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "MailMessage_recipientId_idx" ON "MailMessage"("recipientId");

-- CreateIndex
CREATE INDEX "MailMessage_createdAt_idx" ON "MailMessage"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "User_mailUnsubscribeToken_key" ON "User"("mailUnsubscribeToken");

-- AddForeignKey
ALTER TABLE "MailMessage" ADD CONSTRAINT "MailMessage_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

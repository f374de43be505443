-- AlterTable
ALTER TABLE "HostedRun" ADD COLUMN     "implausibleUsage" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "HostedAnswer" ADD COLUMN     "usageNote" TEXT;

-- AlterTable
ALTER TABLE "RescoreItem" ADD COLUMN     "heartbeatAt" TIMESTAMP(3);

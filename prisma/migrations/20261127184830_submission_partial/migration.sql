-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "partial" BOOLEAN NOT NULL DEFAULT false;

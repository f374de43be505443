-- AlterTable
ALTER TABLE "User" ADD COLUMN     "displayName" TEXT;

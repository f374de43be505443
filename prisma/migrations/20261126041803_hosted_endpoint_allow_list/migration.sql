-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ModerationAction" ADD VALUE 'allow_hosted_endpoint';
ALTER TYPE "ModerationAction" ADD VALUE 'disallow_hosted_endpoint';

-- CreateTable
CREATE TABLE "HostedEndpointAllowEntry" (
    "id" TEXT NOT NULL,
    "entry" TEXT NOT NULL,
    "addedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HostedEndpointAllowEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "HostedEndpointAllowEntry_entry_key" ON "HostedEndpointAllowEntry"("entry");

-- CreateTable
CREATE TABLE "BenchmarkKShotDemos" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BenchmarkKShotDemos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BenchmarkKShotDemos_versionId_key" ON "BenchmarkKShotDemos"("versionId");

-- AddForeignKey
ALTER TABLE "BenchmarkKShotDemos" ADD CONSTRAINT "BenchmarkKShotDemos_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "BenchmarkVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

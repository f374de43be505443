-- CreateEnum
CREATE TYPE "Role" AS ENUM ('user', 'moderator', 'admin');

-- CreateEnum
CREATE TYPE "SubmissionStatus" AS ENUM ('draft', 'pending', 'approved', 'rejected', 'changes_requested', 'withdrawn');

-- CreateEnum
CREATE TYPE "RunStatus" AS ENUM ('processing', 'scored', 'failed');

-- CreateEnum
CREATE TYPE "Outcome" AS ENUM ('tp', 'tn', 'fp', 'fn');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "emailVerified" TIMESTAMP(3),
    "image" TEXT,
    "githubLogin" TEXT,
    "role" "Role" NOT NULL DEFAULT 'user',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "sessionToken" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerificationToken" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL
);

-- CreateTable
CREATE TABLE "ApiToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Submission" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "SubmissionStatus" NOT NULL DEFAULT 'draft',
    "modelName" TEXT NOT NULL,
    "modelLink" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "organization" TEXT NOT NULL,
    "parameterCount" BIGINT,
    "openWeights" BOOLEAN NOT NULL,
    "temperature" DOUBLE PRECISION NOT NULL,
    "judgeModel" TEXT NOT NULL,
    "notes" TEXT NOT NULL,
    "claimedScores" JSONB,
    "submittedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Submission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubmissionRun" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "shots" INTEGER NOT NULL,
    "status" "RunStatus" NOT NULL DEFAULT 'processing',
    "fileName" TEXT,
    "sizeBytes" BIGINT,
    "sha256" TEXT,
    "fileId" TEXT,
    "scoringId" TEXT,
    "failureCode" TEXT,
    "failureDetail" TEXT,
    "problems" JSONB,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SubmissionRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "sizeBytes" BIGINT NOT NULL,
    "originalEncoding" TEXT NOT NULL,
    "gzipBytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FileScoring" (
    "id" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "benchmarkVersionId" TEXT NOT NULL,
    "scorerName" TEXT NOT NULL,
    "scorerVersion" TEXT NOT NULL,
    "meanMrScore" DOUBLE PRECISION NOT NULL,
    "report" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FileScoring_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubjectScore" (
    "id" TEXT NOT NULL,
    "scoringId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "nCorrect" INTEGER NOT NULL,
    "nIncorrect" INTEGER NOT NULL,
    "tp" INTEGER NOT NULL,
    "tn" INTEGER NOT NULL,
    "fp" INTEGER NOT NULL,
    "fn" INTEGER NOT NULL,
    "stepCorrect" INTEGER NOT NULL,
    "reasonCorrect" INTEGER NOT NULL,
    "mcc" DOUBLE PRECISION NOT NULL,
    "accStep" DOUBLE PRECISION NOT NULL,
    "accReason" DOUBLE PRECISION NOT NULL,
    "mrScore" DOUBLE PRECISION NOT NULL,
    "benchmarkItems" INTEGER NOT NULL,
    "matchedItems" INTEGER NOT NULL,
    "recordsInFile" INTEGER NOT NULL,
    "matchedRecords" INTEGER NOT NULL,
    "rankable" BOOLEAN NOT NULL,
    "scorerVersion" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SubjectScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecordResult" (
    "id" BIGSERIAL NOT NULL,
    "scoringId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "recordIndex" INTEGER NOT NULL,
    "itemId" TEXT,
    "outcome" "Outcome",
    "predictedCorrectness" TEXT NOT NULL,
    "predictedStep" TEXT,
    "stepEarned" BOOLEAN NOT NULL,
    "reasonEarned" BOOLEAN NOT NULL,
    "needsVerdict" BOOLEAN NOT NULL,
    "solutionCorrectness" TEXT NOT NULL,
    "firstErrorStep" TEXT NOT NULL,
    "errorReason" TEXT NOT NULL,
    "rawResponse" TEXT NOT NULL,
    "verdict" TEXT,
    "judgeModel" TEXT,
    "quirks" TEXT[],

    CONSTRAINT "RecordResult_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_githubLogin_key" ON "User"("githubLogin");

-- CreateIndex
CREATE INDEX "Account_userId_idx" ON "Account"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON "Account"("provider", "providerAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Session_sessionToken_key" ON "Session"("sessionToken");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "VerificationToken_token_key" ON "VerificationToken"("token");

-- CreateIndex
CREATE UNIQUE INDEX "VerificationToken_identifier_token_key" ON "VerificationToken"("identifier", "token");

-- CreateIndex
CREATE UNIQUE INDEX "ApiToken_tokenHash_key" ON "ApiToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ApiToken_userId_idx" ON "ApiToken"("userId");

-- CreateIndex
CREATE INDEX "Submission_userId_createdAt_idx" ON "Submission"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Submission_status_submittedAt_idx" ON "Submission"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "SubmissionRun_submissionId_shots_createdAt_idx" ON "SubmissionRun"("submissionId", "shots", "createdAt");

-- CreateIndex
CREATE INDEX "SubmissionRun_fileId_idx" ON "SubmissionRun"("fileId");

-- CreateIndex
CREATE INDEX "SubmissionRun_scoringId_idx" ON "SubmissionRun"("scoringId");

-- CreateIndex
CREATE INDEX "SubmissionRun_status_createdAt_idx" ON "SubmissionRun"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StoredFile_sha256_key" ON "StoredFile"("sha256");

-- CreateIndex
CREATE INDEX "FileScoring_benchmarkVersionId_idx" ON "FileScoring"("benchmarkVersionId");

-- CreateIndex
CREATE UNIQUE INDEX "FileScoring_fileId_benchmarkVersionId_scorerName_scorerVers_key" ON "FileScoring"("fileId", "benchmarkVersionId", "scorerName", "scorerVersion");

-- CreateIndex
CREATE UNIQUE INDEX "SubjectScore_scoringId_subject_key" ON "SubjectScore"("scoringId", "subject");

-- CreateIndex
CREATE INDEX "RecordResult_scoringId_subject_outcome_idx" ON "RecordResult"("scoringId", "subject", "outcome");

-- CreateIndex
CREATE INDEX "RecordResult_itemId_idx" ON "RecordResult"("itemId");

-- CreateIndex
CREATE UNIQUE INDEX "RecordResult_scoringId_subject_recordIndex_key" ON "RecordResult"("scoringId", "subject", "recordIndex");

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionRun" ADD CONSTRAINT "SubmissionRun_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionRun" ADD CONSTRAINT "SubmissionRun_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionRun" ADD CONSTRAINT "SubmissionRun_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "FileScoring"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FileScoring" ADD CONSTRAINT "FileScoring_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FileScoring" ADD CONSTRAINT "FileScoring_benchmarkVersionId_fkey" FOREIGN KEY ("benchmarkVersionId") REFERENCES "BenchmarkVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubjectScore" ADD CONSTRAINT "SubjectScore_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "FileScoring"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecordResult" ADD CONSTRAINT "RecordResult_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "FileScoring"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecordResult" ADD CONSTRAINT "RecordResult_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BenchmarkItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

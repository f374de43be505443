-- Extraction field rows count missing, invented and wrong values apart (rows written before read 0),
-- and correct items may be fractional (partial credit under a fuzzy rule).

-- AlterTable
ALTER TABLE "ExtractionFieldScore" ADD COLUMN     "invented" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "missing" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "wrong" DOUBLE PRECISION NOT NULL DEFAULT 0,
ALTER COLUMN "correct" SET DATA TYPE DOUBLE PRECISION;

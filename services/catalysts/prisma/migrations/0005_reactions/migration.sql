-- How each company's price answered its past earnings reports and FDA decisions (issue 23 §2), and the
-- expected move kept from them per company and kind.
-- CreateTable
CREATE TABLE "reactions" (
    "catalyst_id" TEXT NOT NULL,
    "ticker" TEXT NOT NULL,
    "kind" "calendar_type" NOT NULL,
    "event_date" DATE NOT NULL,
    "before_day" DATE NOT NULL,
    "after_day" DATE NOT NULL,
    "move_percent" DOUBLE PRECISION NOT NULL,
    "gap_percent" DOUBLE PRECISION NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reactions_pkey" PRIMARY KEY ("catalyst_id")
);

-- CreateTable
CREATE TABLE "expected_moves" (
    "ticker" TEXT NOT NULL,
    "kind" "calendar_type" NOT NULL,
    "percent" DOUBLE PRECISION NOT NULL,
    "samples" INTEGER NOT NULL,

    CONSTRAINT "expected_moves_pkey" PRIMARY KEY ("ticker","kind")
);

-- CreateIndex
CREATE INDEX "reactions_ticker_kind_event_date_idx" ON "reactions"("ticker", "kind", "event_date");

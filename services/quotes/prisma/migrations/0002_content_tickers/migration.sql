-- CreateTable
CREATE TABLE "content_tickers" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "tickers" TEXT[],
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_tickers_pkey" PRIMARY KEY ("id"),
    -- One set: a second row would be a second truth.
    CONSTRAINT "content_tickers_one_row" CHECK ("id" = 1)
);

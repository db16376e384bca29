-- CreateTable
CREATE TABLE "published_tickers" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "tickers" TEXT[],
    "published_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "published_tickers_pkey" PRIMARY KEY ("id"),
    -- One set: a second row would be a second truth.
    CONSTRAINT "published_tickers_one_row" CHECK ("id" = 1)
);

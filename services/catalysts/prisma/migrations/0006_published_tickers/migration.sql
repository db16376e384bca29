-- CreateTable
CREATE TABLE "published_tickers" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "tickers" TEXT[],
    "published_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "published_tickers_pkey" PRIMARY KEY ("id")
);

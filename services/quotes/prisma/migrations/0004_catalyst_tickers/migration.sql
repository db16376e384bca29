-- CreateTable
CREATE TABLE "catalyst_tickers" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "tickers" TEXT[],
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "catalyst_tickers_pkey" PRIMARY KEY ("id")
);

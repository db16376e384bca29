-- CreateTable
CREATE TABLE "daily_bars" (
    "ticker" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "open" DOUBLE PRECISION NOT NULL,
    "high" DOUBLE PRECISION NOT NULL,
    "low" DOUBLE PRECISION NOT NULL,
    "close" DOUBLE PRECISION NOT NULL,
    "volume" BIGINT NOT NULL,

    CONSTRAINT "daily_bars_pkey" PRIMARY KEY ("ticker","day")
);

-- CreateTable
CREATE TABLE "daily_bar_coverage" (
    "ticker" TEXT NOT NULL,
    "through" DATE NOT NULL,

    CONSTRAINT "daily_bar_coverage_pkey" PRIMARY KEY ("ticker")
);

-- CreateTable
CREATE TABLE "account_time_zones" (
    "user_id" INTEGER NOT NULL,
    "time_zone" TEXT NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "account_time_zones_pkey" PRIMARY KEY ("user_id")
);

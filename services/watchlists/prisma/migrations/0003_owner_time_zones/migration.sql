-- CreateTable
CREATE TABLE "owner_time_zones" (
    "owner_id" INTEGER NOT NULL,
    "time_zone" TEXT NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "owner_time_zones_pkey" PRIMARY KEY ("owner_id")
);

-- CreateTable
CREATE TABLE "owner_access" (
    "owner_id" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "revision" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "owner_access_pkey" PRIMARY KEY ("owner_id")
);

-- CreateTable
CREATE TABLE "leases" (
    "key" TEXT NOT NULL,
    "holder" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "leases_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "accounts" (
    "user_id" INTEGER NOT NULL,
    "email" TEXT,
    "time_zone" TEXT,
    "time_zone_changed_at" TIMESTAMPTZ(3),

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts"("email");

-- The market calendar (exchange holidays, early closes, option expirations), written by the service from its own table
ALTER TYPE "calendar_type" ADD VALUE 'market';

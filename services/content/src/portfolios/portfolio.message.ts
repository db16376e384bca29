import type { MessageInitShape } from '@bufbuild/protobuf';
import type { PortfolioSchema } from '@mc/proto';
import type { Portfolio } from '../generated/prisma/client.js';
import { portfolioMembers } from './portfolio-members.js';

export const toPortfolioMessage = (row: Portfolio): MessageInitShape<typeof PortfolioSchema> => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  sector: row.sector ?? undefined,
  members: portfolioMembers(row.members),
});

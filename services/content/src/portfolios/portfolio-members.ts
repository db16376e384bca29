import type { Prisma } from '../generated/prisma/client.js';

export interface PortfolioMember {
  ticker: string;
  name: string;
}

/** A stored portfolio's members (the loader wrote them from checked front matter), ranked. */
export const portfolioMembers = (members: Prisma.JsonValue): PortfolioMember[] =>
  (members as unknown as PortfolioMember[]).map(({ ticker, name }) => ({ ticker, name }));

export const portfolioTickers = (members: Prisma.JsonValue): string[] => portfolioMembers(members).map((member) => member.ticker);

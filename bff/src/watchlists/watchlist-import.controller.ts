import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { WatchlistsService } from '@mc/proto';
import type { WatchlistImportAnswer } from '@mc/api/watchlists';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { ServiceClients } from '../clients/service-clients.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { PublishedPortfolios } from '../content/portfolios/published-portfolios.js';
import { unwrap } from '../http/outcome.js';
import { drfFieldErrors, ValidBody } from '../http/valid-body.js';
import type { UploadedForm } from './import-upload.js';
import { SubscriberOnly } from './subscriber-only.js';
import { MAX_VALUES, WatchlistFromPortfolioSchema, WatchlistImportTextSchema } from './watchlist-forms.schema.js';
import { toWatchlistJson } from './watchlist-json.js';
import { UnreadableImport, valuesOfCsv, valuesOfText } from './ticker-text.js';

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * New lists from what a subscriber already has: a broker's CSV or pasted text (`/import/`), or a
 * curated portfolio (`/from-portfolio/`). Values that are no known ticker are skipped and named
 * (`skipped`), not refused; a list still needs one known ticker and at most 200.
 */
@Controller('api/watchlists')
@SubscriberOnly()
export class WatchlistImportController {
  constructor(
    private readonly services: ServiceClients,
    private readonly portfolios: PublishedPortfolios,
    @Inject(BFF_ENV) private readonly config: BffEnv,
  ) {}

  /** `multipart/form-data` (`name`, and a CSV file) or JSON `{name, text}`. */
  @Post('import')
  @HttpCode(201)
  async import(
    @Account() account: SignedInAccount,
    @Req() request: FastifyRequest,
    @Body() body: unknown,
  ): Promise<WatchlistImportAnswer> {
    const { name, values } = isMultipart(request) ? this.uploaded(body as UploadedForm) : this.pasted(body);
    return this.create(account, name, values);
  }

  @Post('from-portfolio')
  @HttpCode(201)
  async fromPortfolio(
    @Account() account: SignedInAccount,
    @ValidBody(WatchlistFromPortfolioSchema) form: z.output<typeof WatchlistFromPortfolioSchema>,
  ): Promise<WatchlistImportAnswer> {
    const portfolio = (await this.portfolios.required()).bySlug.get(form.slug.trim());
    if (!portfolio) throw new BadRequestException({ slug: [`"${form.slug}" is not a portfolio.`] });
    return this.create(
      account,
      form.name ?? portfolio.title,
      portfolio.members.map((member) => member.ticker),
    );
  }

  private uploaded(form: UploadedForm): { name: string; values: string[] } {
    const errors: Record<string, string[]> = {};
    if (form.name === undefined) errors.name = ['This field is required.'];
    if (form.file === undefined) errors.file = ['No file was submitted.'];
    else if (form.file.trim() === '') errors.file = ['The submitted file is empty.'];
    if (Object.keys(errors).length) throw new BadRequestException(errors);
    return { name: form.name!, values: this.bounded('file', () => valuesOfCsv(form.file!)) };
  }

  private pasted(body: unknown): { name: string; values: string[] } {
    const parsed = WatchlistImportTextSchema.safeParse(body);
    if (!parsed.success) throw new BadRequestException(drfFieldErrors(parsed.error.issues));
    return { name: parsed.data.name, values: this.bounded('text', () => valuesOfText(parsed.data.text)) };
  }

  /** The values read, or DRF's 400 under `field` for an unreadable or oversized import. */
  private bounded(field: string, read: () => string[]): string[] {
    let values: string[];
    try {
      values = read();
    } catch (error) {
      if (error instanceof UnreadableImport) throw new BadRequestException({ [error.field]: [error.message] });
      throw error;
    }
    if (!values.length) throw new BadRequestException({ [field]: ['No tickers found.'] });
    if (values.length > MAX_VALUES)
      throw new BadRequestException({ [field]: [`Ensure there are no more than ${MAX_VALUES} tickers.`] });
    return values;
  }

  private async create(account: SignedInAccount, name: string, values: string[]): Promise<WatchlistImportAnswer> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.createWatchlist, {
      ownerId: account.userId,
      name,
      tickers: values,
      skipUnknown: true,
    });
    const { watchlist, skipped } = unwrap(reply.outcome);
    return {
      ...toWatchlistJson(watchlist!, this.config.SITE_URL),
      skipped: skipped.map(({ value, reason }) => ({ value, reason })),
    };
  }
}

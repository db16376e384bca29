import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { BillingService } from '@mc/proto';
import { ServiceClients } from '../clients/service-clients.js';
import { authenticatedAccount } from '../http/authenticated-account.js';
import { unwrap } from '../http/outcome.js';
import { bodyObject, optionalText, requiredText } from './billing-input.js';
import { detailsJson } from './billing-json.js';

/** The signed-in subscriber's calls of spec §7 (token required; identity's 401 otherwise). */
@Controller()
export class SubscriptionsController {
  constructor(private readonly services: ServiceClients) {}

  @Post('api/create-subscription/')
  @HttpCode(200)
  async create(@Headers('authorization') authorization = '', @Body() body: unknown) {
    const account = await authenticatedAccount(this.services, authorization);
    const fields = bodyObject(body);
    const request = {
      account,
      paymentMethodId: requiredText(fields, 'payment_method_id'),
      priceId: requiredText(fields, 'price_id'),
      promotionCode: optionalText(fields, 'promotion_code'),
    };
    const created = unwrap((await this.services.billing.call(BillingService.method.createSubscription, request)).outcome);
    return { subscription: { id: created.subscriptionId, status: created.status }, client_secret: created.clientSecret ?? null };
  }

  @Get('api/get-subscription-details/')
  async details(@Headers('authorization') authorization = '') {
    const account = await authenticatedAccount(this.services, authorization);
    return detailsJson(
      unwrap((await this.services.billing.call(BillingService.method.getSubscriptionDetails, { account })).outcome),
    );
  }

  @Get('api/subscription-status/')
  async status(@Headers('authorization') authorization = '') {
    const account = await authenticatedAccount(this.services, authorization);
    const { status } = unwrap(
      (await this.services.billing.call(BillingService.method.getSubscriptionStatus, { account })).outcome,
    );
    return { subscription_status: status };
  }

  @Get('api/get-invoices/')
  async invoices(@Headers('authorization') authorization = '') {
    const account = await authenticatedAccount(this.services, authorization);
    const { invoices } = unwrap((await this.services.billing.call(BillingService.method.listInvoices, { account })).outcome);
    return {
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        date: invoice.date,
        amount_due: invoice.amountDue,
        status: invoice.status,
      })),
    };
  }

  @Post('api/cancel-subscription/')
  @HttpCode(200)
  async cancel(@Headers('authorization') authorization = '') {
    const account = await authenticatedAccount(this.services, authorization);
    const { message } = unwrap((await this.services.billing.call(BillingService.method.cancelSubscription, { account })).outcome);
    return { message };
  }

  @Post('api/create-portal-session/')
  @HttpCode(200)
  async portal(@Headers('authorization') authorization = '') {
    const account = await authenticatedAccount(this.services, authorization);
    const { url } = unwrap((await this.services.billing.call(BillingService.method.createPortalSession, { account })).outcome);
    return { url };
  }

  @Get('api/client-config/')
  async clientConfig() {
    const config = unwrap((await this.services.billing.call(BillingService.method.getClientConfig, {})).outcome);
    return {
      stripe_publishable_key: config.stripePublishableKey,
      stripe_js_url: config.stripeJsUrl,
      pricing_table_id: config.pricingTableId ?? null,
      customer_portal_url: config.customerPortalUrl ?? null,
    };
  }
}

import type { IpoDetails } from '@mc/proto';
import type { IpoDetails as IpoDetailsJson } from '@mc/api/calendars';

export const ipoJson = (details: IpoDetails): IpoDetailsJson => ({
  exchange: details.exchange ?? null,
  deal_status: details.dealStatus ?? null,
  ipo_type: details.ipoType ?? null,
  pricing_date: details.pricingDate ?? null,
  price_min: details.priceMin ?? null,
  price_max: details.priceMax ?? null,
  price_public_offering: details.pricePublicOffering ?? null,
  offering_shares: details.offeringShares ?? null,
  offering_value: details.offeringValue ?? null,
  market_cap_at_offer: details.marketCapAtOffer ?? null,
  lead_underwriters: details.leadUnderwriters,
  insider_lockup_date: details.insiderLockupDate ?? null,
  currency: details.currency ?? null,
  description: details.description ?? null,
  notes: details.notes ?? null,
});

import { Controller } from '@nestjs/common';
import { BillingService, type CreateCheckoutSessionRequest, type PayCartRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { CHECKOUT_SESSION_RULES, PAY_CART_RULES } from '../common/contract-rules.js';
import { CheckoutService } from './checkout.service.js';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @RpcHandler(BillingService.method.payCart, PAY_CART_RULES)
  payCart(request: PayCartRequest) {
    return this.checkout.payCart(request.account, request.paymentMethodId, request.cartItems);
  }

  @RpcHandler(BillingService.method.createCheckoutSession, CHECKOUT_SESSION_RULES)
  checkoutSession(request: CreateCheckoutSessionRequest) {
    return this.checkout.checkoutSession(request.account, request.cartItems);
  }
}

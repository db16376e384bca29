import { Controller } from '@nestjs/common';
import { BillingService, type CreateCheckoutSessionRequest, type PayCartRequest } from '@mc/proto';
import { RpcHandler } from '@mc/runtime';
import { CheckoutService } from './checkout.service.js';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @RpcHandler(BillingService.method.payCart)
  payCart(request: PayCartRequest) {
    return this.checkout.payCart(request.account, request.paymentMethodId, request.cartItems);
  }

  @RpcHandler(BillingService.method.createCheckoutSession)
  checkoutSession(request: CreateCheckoutSessionRequest) {
    return this.checkout.checkoutSession(request.account, request.cartItems);
  }
}

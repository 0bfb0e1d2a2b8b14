import { paymentContract } from './payment-contract/kit';
import { paypalDriver } from './payment-contract/paypal-driver';

paymentContract(paypalDriver());

import { paymentContract } from './payment-contract/kit';
import { paywayDriver } from './payment-contract/payway-driver';

paymentContract(paywayDriver('abapay'));

import { paymentContract } from './payment-contract/kit';
import { cybersourceDriver } from './payment-contract/cybersource-driver';

paymentContract(cybersourceDriver());

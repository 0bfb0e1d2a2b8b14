import { paymentContract } from './payment-contract/kit';
import { sandboxCardDriver } from './payment-contract/sandbox-card-driver';

paymentContract(sandboxCardDriver);

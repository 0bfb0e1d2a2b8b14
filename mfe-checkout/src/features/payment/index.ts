/** The payment feature's public surface: what top-up, online payment and the outcomes reuse of it. */
export { MethodPicker } from './MethodPicker';
export { PaymentAlerts } from './PaymentAlerts';
export { PaymentLayout } from './PaymentLayout';
export { PAYMENT_MESSAGES } from './payment-messages';
export { ProcessingModal } from './ProcessingModal';
export { TransferInstructions } from './TransferInstructions';
export { usePaymentFlow, type PaymentFlow, type PaymentNotice, type PaymentStart } from './use-payment-flow';

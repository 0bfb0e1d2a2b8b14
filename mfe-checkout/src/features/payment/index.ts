/** The payment feature's public surface: what top-up, online payment and the outcomes reuse of it. */
export { followSession } from './follow-session';
export { MethodPicker } from './MethodPicker';
export { LEAVE_MESSAGE, PAYMENT_MESSAGES } from './payment-messages';
export { ProcessingModal } from './ProcessingModal';
export { SessionFailureAlert } from './SessionFailureAlert';
export { TransferInstructions } from './TransferInstructions';

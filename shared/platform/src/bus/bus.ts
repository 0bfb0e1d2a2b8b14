import { countInstance } from '../debug/instances';
import { createEventBus } from './event-bus';

/** The one bus of the page (shared/platform is a federation singleton). */
export const bus = createEventBus();
countInstance('bus');

import type { ComponentProps } from 'react';
import { deferred } from '../controls/deferred';
import type { DeleteContactModal as Dialog } from './DeleteContactModal.chunk';

export type { DeleteContactLabels } from './DeleteContactModal.chunk';

/** Delete one of my billing contacts (DeleteContactModal.chunk.tsx); its own chunk (deferred). */
export const DeleteContactModal = deferred<ComponentProps<typeof Dialog>>(() => import('./DeleteContactModal.chunk').then((m) => m.DeleteContactModal), null);

import type { ComponentProps } from 'react';
import { deferred } from '../controls/deferred';
import type { DeleteContactLabels, DeleteContactModal as Dialog } from './DeleteContactModal.chunk';

export type { DeleteContactLabels } from './DeleteContactModal.chunk';

/** Delete one of my billing contacts (DeleteContactModal.chunk.tsx); its own chunk (deferred). */
export const DeleteContactModal = deferred<ComponentProps<typeof Dialog>>(() => import('./DeleteContactModal.chunk').then((m) => m.DeleteContactModal), null);

/** A word of the delete dialog the app translates (the same keys as the contact form's: one word function for both). */
export type DeleteContactWord = 'deleteTitle' | 'deleteLegend' | 'delete' | 'cancel' | 'close';

/** The dialog's labels from the app's words. */
export function deleteContactLabels(word: (key: DeleteContactWord) => string): DeleteContactLabels {
  return { title: word('deleteTitle'), legend: word('deleteLegend'), delete: word('delete'), cancel: word('cancel'), close: word('close') };
}

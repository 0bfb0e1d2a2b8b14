import { act, renderHook } from '@testing-library/react';
import { i18n } from '@storefront/platform';
import { fakeApi, FakeError } from '@storefront/testing';
import { hookWrapper } from './hook-wrapper.test-utils';
import { useContactRemover } from './use-contact-remover';

describe('useContactRemover', () => {
  it('deletes the contact and says so; a refusal comes back as the message to show', async () => {
    let answer: unknown = null;
    const api = fakeApi({ 'DELETE /api/user/addresses/c1': () => answer });
    const onDeleted = jest.fn();
    const { result } = renderHook(() => useContactRemover(i18n.t, onDeleted), { wrapper: hookWrapper });
    let refused: string | null = 'not asked';
    await act(async () => {
      refused = await result.current.onDelete('c1');
    });
    expect(refused).toBeNull();
    expect(onDeleted).toHaveBeenCalledWith('c1');
    answer = new FakeError(404, { code: 'NOT_FOUND', message: 'This page could not be found' });
    await act(async () => {
      refused = await result.current.onDelete('c1');
    });
    expect(refused).toBe('This page could not be found');
    expect(onDeleted).toHaveBeenCalledTimes(1);
    api.restore();
  });
});
